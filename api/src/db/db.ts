/**
 * One small database interface over PGlite (embedded, default) and PostgreSQL (DATABASE_URL), so every
 * feature runs the same SQL on both. Only plain types cross it: use integer/double precision/text/jsonb
 * and cast counts to ::int (pg returns int8 and numeric as strings).
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const asParams = (params: readonly SqlParam[] | undefined) => (params ?? []) as unknown[];

export const openPglite = async (dataDir: string): Promise<Db> => wrapPglite(await PGlite.create(dataDir));

/** An in-memory PGlite started from a data-directory dump (tests start from a migrated, seeded template). */
export const openPgliteFromDump = async (dump: Blob): Promise<Db & { dump(): Promise<Blob> }> => {
  const db = await PGlite.create({ loadDataDir: dump });
  return { ...wrapPglite(db), dump: () => db.dumpDataDir('none') };
};

const wrapPglite = (db: PGlite): Db => {
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params?: readonly SqlParam[]) {
      return (await db.query<T>(sql, asParams(params))).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) =>
        fn({
          async query<R extends object>(sql: string, params?: readonly SqlParam[]) {
            return (await tx.query<R>(sql, asParams(params))).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    close: () => db.close(),
  };
};

export interface PostgresOptions {
  /** Schema to put first on the search_path (tests give each file its own). */
  searchPath?: string;
  max?: number;
}

export const openPostgres = async (url: string, options: PostgresOptions = {}): Promise<Db> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // Fail fast at start-up with a clear error instead of on the first request.
  await pool.query('select 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params?: readonly SqlParam[]) {
      return (await client.query(sql, asParams(params))).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
