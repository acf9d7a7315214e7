// `npm run dev -w <remote>`: one remote alone, in its development host, rebuilt on change.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';
import { startStaticServer } from './lib/static-server.mjs';
import { API_PORT, allowedOrigins, BIND_HOST, PUBLIC_HOST, REMOTE_APPS, root } from './lib/suite.mjs';

const pkg = process.argv[2];
const app = REMOTE_APPS.find((r) => r.pkg === pkg);
if (!app) {
  console.error(`Usage: node scripts/dev-remote.mjs <${REMOTE_APPS.map((r) => r.pkg).join('|')}>`);
  process.exit(2);
}
process.env.DEV_HOST = '1';
process.env.NODE_ENV = 'development';
process.env.OUTPUT_DIR = 'dist-dev';
const { default: config } = await import(path.join(root, pkg, 'rspack.config.mjs'));
const { configForApiBase } = await tsImport('../shared-contracts/src/config.ts', import.meta.url);

const compiler = rspack(config);
let firstBuild;
const built = new Promise((resolve) => {
  firstBuild = resolve;
});
compiler.watch({}, (error, stats) => {
  if (error) console.error(error);
  else console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || `[dev] ${pkg} rebuilt`);
  firstBuild();
});
await built;
await startStaticServer({
  dev: true,
  dir: path.join(root, pkg, 'dist-dev'),
  port: app.port,
  host: BIND_HOST,
  spa: true,
  allowedOrigins: allowedOrigins(),
  routes: { '/config.json': () => configForApiBase(`http://${PUBLIC_HOST}:${API_PORT}`) },
});
console.log(
  `[dev] ${pkg} alone in its dev host: http://${PUBLIC_HOST}:${app.port}/ (api expected on ${API_PORT})`,
);
