/**
 * The rate limiter's hit counters in PostgreSQL (a hono-rate-limiter Store), so that every api replica
 * on one database counts the same client against the same limit. Each hit is one atomic upsert: the row
 * is locked by ON CONFLICT, so concurrent hits from several replicas never lose a count. A window starts
 * at a client's first hit and lasts windowMs, as in the library's in-memory store; the database's clock
 * decides, so replicas with skewed clocks still agree.
 */
import type { Store } from 'hono-rate-limiter';
import type { Queryable } from '../../db/db';

interface HitRow {
  hits: number;
  reset_at: Date;
}

export const createPostgresRateLimitStore = (db: Queryable): Store => {
  let windowMs = 60_000;
  let lastSweep = 0;
  /** Expired rows are deleted at most once per window per replica, inside a request that counts anyway. */
  const sweep = async () => {
    if (Date.now() - lastSweep < windowMs) return;
    lastSweep = Date.now();
    await db.query('delete from rate_limit_hits where reset_at < now()');
  };
  return {
    localKeys: false,
    init: (options) => {
      windowMs = options.windowMs;
    },
    async get(key) {
      const [row] = await db.query<HitRow>(
        'select hits, reset_at from rate_limit_hits where key = $1 and reset_at > now()',
        [key],
      );
      return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
    },
    async increment(key) {
      await sweep();
      const [row] = await db.query<HitRow>(
        `insert into rate_limit_hits as r (key, hits, reset_at)
         values ($1, 1, now() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
         returning hits, reset_at`,
        [key, windowMs],
      );
      if (!row) throw new Error('rate limit upsert returned nothing');
      return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
    },
    async decrement(key) {
      await db.query('update rate_limit_hits set hits = greatest(hits - 1, 0) where key = $1', [key]);
    },
    async resetKey(key) {
      await db.query('delete from rate_limit_hits where key = $1', [key]);
    },
  };
};
