// The suite a browser benchmark measures: the one already answering on the shell's port, as it is, or
// else everything built (what is stale) and served here, stopped by the benchmark when it ends.
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';

export const BASE = `http://localhost:${SHELL_PORT}`;

/** @returns {Promise<{ stop: () => Promise<void> } | null>} the suite started here, or null */
export const suiteOrServe = async () => {
  const running = await fetch(`${BASE}/`).then(
    (r) => r.ok,
    () => false,
  );
  if (running) {
    console.log(`A suite is already serving ${BASE}; measuring it as it is.`);
    return null;
  }
  await buildAll({ log: () => {} });
  return serveAll();
};
