import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPorts, busyPortsMessage } from './busy-ports.mjs';
import { root } from './suite.mjs';

let held = null;
/** A server of this test's own on a port the system picks, as a stray server from an earlier run. */
const holdPort = () =>
  new Promise((resolve) => {
    held = createServer().listen({ port: 0, host: '127.0.0.1' }, () => resolve(held.address().port));
  });
afterEach(() => held?.close());

/** Runs a script with the shell's port set to `port`; resolves with its exit code and what it printed. */
const runScript = (script, args, port) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, SHELL_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    // The check comes first: a script still running after this went past it (and would build and serve).
    const timer = setTimeout(() => child.kill('SIGTERM'), 50_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out });
    });
  });

describe('a port held by a server from an earlier run', () => {
  it('is found, with the process that holds it', async () => {
    const port = await holdPort();
    const busy = await busyPorts([port]);
    expect(busy).toEqual([{ port, process: expect.stringMatching(new RegExp(`^pid ${process.pid}: `)) }]);
    expect(busyPortsMessage(busy)).toContain(`:${port}  pid ${process.pid}`);
    held.close();
    await new Promise((r) => held.once('close', r));
    expect(await busyPorts([port])).toEqual([]);
  });

  it('stops the e2e server at its start, naming the port and the process', { timeout: 90_000 }, async () => {
    const port = await holdPort();
    const { code, signal, out } = await runScript('scripts/e2e-server.mjs', [], port);
    expect(signal).toBeNull();
    expect(code).toBe(1);
    expect(out).toContain(`:${port}  pid ${process.pid}`);
    expect(out).not.toContain('[build]');
  });

  it('stops `npm test` at its start, before any other step', { timeout: 90_000 }, async () => {
    const port = await holdPort();
    const { code, signal, out } = await runScript('scripts/test.mjs', [], port);
    expect(signal).toBeNull();
    expect(code).toBe(1);
    expect(out).toContain(`:${port}  pid ${process.pid}`);
    expect(out).not.toContain('[test] typecheck');
    expect(out.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });
});
