// `npm start`: builds what is out of date, then serves the api (4000), the shell (3000), the
// remotes (3001-3004) and the release CDN (3006) until Ctrl-C.
import './lib/require-node.mjs';
import { buildAll } from './build.mjs';
import { serveAll } from './lib/serve-suite.mjs';
import { API_PORT, CDN_PORT, origin, REMOTE_APPS, SHELL_PORT } from './lib/suite.mjs';

await buildAll();
const suite = await serveAll();
console.log(`[start] api      ${origin(API_PORT)}`);
console.log(`[start] shell    ${origin(SHELL_PORT)}  <- open this`);
for (const r of REMOTE_APPS) console.log(`[start] ${r.pkg.padEnd(15)} ${origin(r.port)}`);
console.log(`[start] releases ${origin(CDN_PORT)}  (npm run release: docs/releasing.md)`);

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: stopping`);
  await suite.stop();
  process.exit(0);
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
