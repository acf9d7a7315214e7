/**
 * Restart: the real server (src/server.ts) on a temp PGlite directory (or DATABASE_URL) is killed hard
 * after answering, then started again: sessions, tokens, benefits and leads are all still there. A second
 * api on the same port and directory stops before it opens the directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, SAMPLE } from './harness';
import { type ApiProcess, freePort, spawnApiProcess, startApiProcess } from './server-process';

let dataDir: string;
let port: number;
const servers: ApiProcess[] = [];

const start = async () => {
  const server = await startApiProcess({ PGLITE_DIR: dataDir, SESSION_RATE_LIMIT: '1000' }, { port });
  servers.push(server);
  return server;
};

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
  for (const server of servers) await server.stop('SIGKILL');
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

    await first.stop('SIGKILL');

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
    expect(await second.stop('SIGTERM')).toBe(0);
  });

  it('a second api started beside a running one stops without opening its database', {
    timeout: 240_000,
  }, async () => {
    // It opened the running api's PGlite directory before its listen error ended it; two processes in one
    // data directory damaged it, and every query of the running api then hung (session 28).
    const running = await start();
    const twin = spawnApiProcess({ PGLITE_DIR: dataDir }, port);
    const code = await new Promise<number | null>((resolve) => twin.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(twin.output()).toContain('"event":"server.listen_failed"');
    expect(twin.output()).toContain(`Port ${port} on 127.0.0.1 is in use`);
    expect(twin.output()).not.toMatch(/"event":"(db\.|data\.|server\.ready)/);
    // The running api still answers, from its database.
    const session = await call('POST', '/consumer/session', { zip: SAMPLE.zip });
    expect(session.status).toBe(201);
    const read = await call(
      'GET',
      `/consumer/session/${session.body.websiteReferenceId}`,
      undefined,
      session.body.accessToken,
    );
    expect(read.status).toBe(200);
    expect(await running.stop('SIGTERM')).toBe(0);
  });
});
