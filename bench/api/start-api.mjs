// Start the reference api (api/src/server.ts) on a random loopback port with a temp PGlite directory,
// wait for /health, and give back its base URL and a stop(). Shared by the api benchmarks.
// BENCH_API_NODE_ARGS adds node flags to the api process, e.g. to profile it under the bench load:
// BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/api-prof' (written when the api stops).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const startApi = async (env = {}) => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Migrating and seeding a new database takes a while on a busy machine; an api that never gets
  // healthy is stopped, not left running.
  const deadline = Date.now() + 300_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `api exited ${child.exitCode}`
        : Date.now() > deadline
          ? 'api not healthy within 5 minutes'
          : null;
    if (failure) {
      await stop();
      throw new Error(`${failure}: ${stderr}`);
    }
    const ok = await fetch(`${base}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop, pid: child.pid };
};
