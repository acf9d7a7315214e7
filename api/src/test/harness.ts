/**
 * Test harness: one database per test FILE (in-memory PGlite, or a fresh schema of the PostgreSQL at
 * DATABASE_URL), migrated and seeded like production, and the app driven through app.request().
 */

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { plansResponseSchema } from 'shared-contracts/api';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { type ApiConfig, loadConfig } from '../config';
import { type Db, openPglite, openPgliteFromDump, openPostgres } from '../db/db';
import { migrate } from '../db/migrate';
import type { AppDeps } from '../deps';
import { features } from '../features/index';
import { importSampleDataOnFirstStart } from '../import/sample-data';
import { memoryLogger } from '../log';
import { createFakeSiteverify } from './fake-captcha';
import { SAMPLE, sampleLead } from './samples';

export { SAMPLE };

export const TEST_PARTNER_TOKEN = 'test-partner-token-0123456789';
export const TEST_AGENT_TOKEN = 'test-agent-tool-token-9876543210';

/** Response bodies are read loosely in tests; route tests parse them with the contract schemas where it matters. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are probed field by field.
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A database of its own for a test file (from the migrated, seeded template on PGlite). */
export const openTestDb = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // Imported here, not at the top: bench/fuzz uses this harness outside vitest, with a database of its own.
    const { inject } = await import('vitest');
    const template = inject('pgliteTemplate');
    const db = template
      ? await openPgliteFromDump(new Blob([await readFile(template)]))
      : await openPglite('memory://');
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openPostgres(url, { searchPath: schema, max: 4 });
  return {
    db,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
};

/** `openTestDb` with every feature's tables: a no-op on PGlite's migrated template, a fresh schema on PostgreSQL. */
export const openMigratedTestDb = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const opened = await openTestDb();
  await migrate(opened.db, features);
  return opened;
};

/**
 * A migrated test database holding the sample CMS, FDA and NPPES files. PGlite's template has them
 * imported already; a PostgreSQL schema of the test file's own gets them here.
 */
export const openSampleTestDb = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const opened = await openMigratedTestDb();
  await importSampleDataOnFirstStart(opened.db);
  return opened;
};

export const testConfig = (overrides: Partial<ApiConfig> = {}): ApiConfig => ({
  ...loadConfig({}),
  sessionRateLimit: 10_000,
  leadRateLimit: 10_000,
  analyticsRateLimit: 10_000,
  partnerApiTokens: [TEST_PARTNER_TOKEN],
  agentApiTokens: [TEST_AGENT_TOKEN],
  jwtSecret: null,
  responseCheck: 'always',
  ...overrides,
});

export interface TestApiOptions {
  config?: Partial<ApiConfig>;
  /** An already-open database (e.g. to restart the app on the same one). */
  db?: Db;
}

export const createTestApi = async (options: TestApiOptions = {}) => {
  const opened = options.db ? { db: options.db, drop: () => options.db!.close() } : await openTestDb();
  const logger = memoryLogger();
  const captcha = createFakeSiteverify();
  // Tests move time with setNow() instead of opening a second database.
  let now: Date | null = null;
  const deps: AppDeps = await bootstrap(testConfig(options.config), {
    db: opened.db,
    logger,
    captcha: captcha.verifier,
    clock: () => now ?? new Date(),
  });
  const app = createApp(deps);

  const request = async <T = Json>(
    method: string,
    path: string,
    o: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = o.query ? `${path}?${new URLSearchParams(o.query)}` : path;
    const res = await app.request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  /** A new session (optionally with a location); its token and reference id. */
  const newSession = async (body: Record<string, unknown> = {}) => {
    const res = await request('POST', '/consumer/session', { body });
    if (res.status !== 201)
      throw new Error(`session create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return {
      token: res.body.accessToken as string,
      referenceId: res.body.websiteReferenceId as string,
      connectureSessionId: res.body.connectureSessionId as string,
    };
  };

  /** GET that must answer 200; resolves to the body, parsed by the call's response schema. */
  const readOk = async <T>(path: string, schema: { parse: (body: unknown) => T }, o: RequestOptions = {}) => {
    const res = await request('GET', path, o);
    if (res.status !== 200)
      throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return schema.parse(res.body);
  };

  /** A session in Phoenix whose lead is stored (what booking a meeting needs to know who to call). */
  const newLeadSession = async (lead: Record<string, unknown> = {}) => {
    const session = await newSession({ zip: SAMPLE.zip, fips: SAMPLE.fips });
    const res = await request('POST', '/consumer/leads', {
      token: session.token,
      body: sampleLead(lead),
    });
    if (res.status !== 201) throw new Error(`lead failed: ${res.status} ${JSON.stringify(res.body)}`);
    return session;
  };

  /** The first Medicare Advantage plan (MAPD) the sample ZIP is offered in 2027. */
  const firstPlan = async (token: string) => {
    const res = await request('GET', '/consumer/plans', {
      token,
      query: { zip: SAMPLE.zip, fips: SAMPLE.fips, year: '2027', 'planTypes[0]': 'MAPD' },
    });
    return plansResponseSchema.parse(res.body).cntr.medicarePlans[0]!;
  };

  return {
    app,
    deps,
    db: opened.db,
    logger,
    captcha,
    request,
    readOk,
    newSession,
    newLeadSession,
    firstPlan,
    setNow: (date: Date | null) => {
      now = date;
    },
    close: opened.drop,
  };
};

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The session id (JWT sub) of an access token, for asserting on stored rows. */
export const sessionIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
