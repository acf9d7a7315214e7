// Shared by the reliability benchmarks (load, crash, fuzz): the api's visitors driven by autocannon,
// percentiles, and reading the api's database after a run (PGlite's directory once the api has stopped,
// or a PostgreSQL server by URL).
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { drugNdc, visitorSteps } = await tsImport('../../api/src/test/visitor.ts', import.meta.url);

/** The p-th percentile (nearest rank) of a list of numbers; 0 for an empty list. */
export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** An address per visitor (10.x.y.z) for X-Forwarded-For, so each visitor is a client of its own. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * `connections` visitors at once for `seconds`, each connection one visitor after another walking the
 * steps of api/src/test/visitor.ts; a visitor whose step fails leaves and a new one starts. Every answer
 * goes to onResult({ step, ok, status, ms, at, body }). Resolves with autocannon's result and the steps.
 */
export const runVisitors = async ({ base, connections, seconds, timeoutSeconds = 10, onResult }) => {
  const ndc = await drugNdc(base, { 'x-forwarded-for': '192.0.2.1' });
  const steps = visitorSteps({ n: 0, ndc });
  let next = 0;
  const requests = steps.map((step, index) => ({
    method: step.method,
    path: step.path,
    setupRequest: (req, context) => {
      if (index === 0) context.n = next++;
      else if (context.failed) return null;
      context.sentAt = performance.now();
      const own = visitorSteps({ n: context.n, ndc })[index];
      return {
        ...req,
        headers: {
          'x-forwarded-for': addressOf(context.n),
          ...(own.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(context.token ? { authorization: `Bearer ${context.token}` } : {}),
        },
        ...(own.body !== undefined ? { body: JSON.stringify(own.body) } : {}),
      };
    },
    onResponse: (status, body, context) => {
      const ok = step.ok.includes(status);
      let parsed = null;
      try {
        parsed = body ? JSON.parse(body) : null;
      } catch {
        // not JSON: kept as null
      }
      onResult({
        step: step.name,
        ok,
        status,
        ms: performance.now() - context.sentAt,
        at: Date.now(),
        body: parsed,
      });
      if (!ok) context.failed = true;
      else if (index === 0) context.token = parsed.accessToken;
    },
  }));
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    requests,
  });
  return { result, steps, visitorsStarted: next };
};

/** @param {{ url: string } | { pgliteDir: string }} where */
export const openDatabaseForCount = async (where) => {
  if ('url' in where) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(where.pgliteDir);
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
};

/** How many of these lead ids are stored, how many rows they have, and all leads in the table. */
export const countLeads = async (db, ids) => {
  const [stored] = await db.query(
    'select count(*)::int as rows, count(distinct id)::int as distinct_ids from leads where id = any($1::uuid[])',
    [ids],
  );
  const [all] = await db.query('select count(*)::int as n from leads');
  return { rows: stored.rows, distinct: stored.distinct_ids, all: all.n };
};
