/**
 * The real api server (src/server.ts) as a child process on a free loopback port, for the tests and
 * benchmarks that need a process to kill, restart or put behind a proxy. Its output is kept (the tests
 * read it, e.g. to prove that no personal data is logged).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Signal the server and wait for it to exit; the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The server on `port` with `env` over the current environment, its output kept; not waited for. */
export const spawnApiProcess = (env: Record<string, string>, port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
};

/**
 * Start the server with `env` over the current environment and wait until GET /health is 200.
 * `port` reuses a port (a restart on the same address); otherwise a free one is taken.
 */
export const startApiProcess = async (
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ApiProcess> => {
  const port = options.port ?? (await freePort());
  const { child, output } = spawnApiProcess(env, port);
  const base = `http://127.0.0.1:${port}`;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited ${child.exitCode}: ${output()}`);
    const ok = await fetch(`${base}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { base, port, child, output, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop('SIGKILL');
  throw new Error(`api did not become healthy: ${output()}`);
};
