// Builds every frontend package whose inputs changed (two at a time: the machine has two cores).
import { buildIfStale } from './lib/build.mjs';
import { FRONTEND_PACKAGES } from './lib/suite.mjs';

export const buildAll = async ({ force = false, log = console.log } = {}) => {
  const queue = [...FRONTEND_PACKAGES];
  const worker = async () => {
    while (queue.length) {
      const pkg = queue.shift();
      const result = await buildIfStale(pkg, { force });
      log(result.built ? `[build] ${pkg} built in ${result.ms} ms` : `[build] ${pkg} is up to date`);
    }
  };
  await Promise.all([worker(), worker()]);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ force: process.argv.includes('--force') });
}
