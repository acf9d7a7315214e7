/**
 * Restart: the real server (src/server.ts) on a temp PGlite directory (or DATABASE_URL) is killed hard
 * after answering, then started again: sessions, tokens, benefits and leads are all still there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, SAMPLE } from './harness';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
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

let dataDir: string;
let port: number;
const children: ChildProcess[] = [];

const start = async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, SESSION_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { child, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${output}`);
};

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-restart-'));
  port = await freePort();
});
afterAll(async () => {
  for (const child of children) await stop(child, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps sessions, tokens, benefits and leads across a hard kill', { timeout: 240_000 }, async () => {
    const first = await start();
    const session = await call('POST', '/consumer/session', { zip: SAMPLE.zip });
    expect(session.status).toBe(201);
    const { accessToken: token, websiteReferenceId } = session.body;
    await call(
      'POST',
      '/consumer/session/benefits',
      { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Very important' }] },
      token,
    );
    const lead = await call(
      'POST',
      '/consumer/leads',
      {
        firstName: 'Restart',
        lastName: 'Sample',
        emailAddress: 'restart@example.com',
        phoneNumber: '6023210164',
        zip: SAMPLE.zip,
        recaptchaToken: 'any',
      },
      token,
    );
    expect(lead.status).toBe(201);
    // With no RECAPTCHA_SECRET the api says loudly that verification is off.
    expect(first.output()).toContain('captcha verification of lead posts is OFF');
    expect(first.output()).not.toContain('restart@example.com');

    await stop(first.child, 'SIGKILL');

    const second = await start();
    const restored = await call('GET', `/consumer/session/${websiteReferenceId}`, undefined, token);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      websiteReferenceId,
      zip: SAMPLE.zip,
      benefits: [{ name: 'telemedicine', value: 'Very important' }],
    });
    const dial = await call('PUT', '/consumer/leads', { usedWebsiteInitiatedDial: true }, token);
    expect(dial.status).toBe(200);
    expect(dial.body.leadId).toBe(lead.body.leadId);
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
  });
});
