/**
 * One small database interface over PGlite (embedded, default) and PostgreSQL (DATABASE_URL), so every
 * feature runs the same SQL on both. Only plain types cross it: use integer/double precision/text/jsonb
 * and cast counts to ::int (pg returns int8 and numeric as strings).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface QueryOptions {
  /**
   * A name for a statement run on every request (the plan search's): on PostgreSQL it is prepared once per
   * connection and its plan kept, where an unnamed statement is planned at every run (planning the search's
   * reads of the partitioned Part D tables took 1.2-1.6 ms each, more than running them). One name, one
   * SQL text, fixed (pg refuses a name reused for another text). PGlite plans in process and ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Bulk load (the importer's staging tables): `batches` are rows in COPY text format, read one at a
   * time so a file of any size streams through. Not atomic across batches on PGlite (one COPY each).
   */
  copyFrom(table: string, columns: readonly string[], batches: AsyncIterable<string>): Promise<void>;
  close(): Promise<void>;
}

const copySql = (table: string, columns: readonly string[], from: string) =>
  `copy ${table} (${columns.join(', ')}) from ${from}`;

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
    async copyFrom(table, columns, batches) {
      // PGlite reads COPY data from an in-memory blob ('/dev/blob'): one COPY per batch keeps memory bounded.
      for await (const batch of batches) {
        await db.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([batch]) });
      }
    },
    close: () => db.close(),
  };
};

/**
 * The database cannot be reached or did not answer in time: the request may be retried later (503), it
 * was not the client's fault. The driver's error is kept as the cause; its message is never shown.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`database unavailable (${code})`, options);
  }
}

/** Socket failures, SQLSTATE class 08 (connection), shutdown, crash, start-up, too many clients, timeouts. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // statement_timeout: the server is too slow to answer now, not a client error.
  '57014',
]);
/** pg reports a lost connection, a connect timeout and its own query timeout with these messages only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end)/;

const unavailableCode = (error: unknown): string | null => {
  if (!(error instanceof Error)) return null;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return code;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return 'connection';
  return null;
};

/** Rethrow a connection-level failure as DatabaseUnavailableError; anything else as it is. */
const classify = (error: unknown): unknown => {
  if (error instanceof DatabaseUnavailableError) return error;
  const code = unavailableCode(error);
  return code ? new DatabaseUnavailableError(code, { cause: error }) : error;
};

export interface PostgresOptions {
  /** Schema to put first on the search_path (tests give each file its own). */
  searchPath?: string;
  max?: number;
  /** Waiting for a connection (a new one, or a free one of the pool) fails after this long. */
  connectTimeoutMs?: number;
  /** The server cancels a statement after this long; the client gives up a little later. */
  statementTimeoutMs?: number;
  /** Told about connections that broke while idle (the pool drops them and opens new ones on demand). */
  onIdleError?: (code: string) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** Margin over statement_timeout for the client-side timeout that catches a server that went silent. */
const CLIENT_TIMEOUT_MARGIN_MS = 2000;

/**
 * A pool over a real PostgreSQL that survives the server going away: every wait is bounded (connect,
 * statement, client-side read), broken connections are dropped instead of reused or crashing the
 * process, and the next query simply opens a new connection once the server is back.
 */
export const openPostgres = async (url: string, options: PostgresOptions = {}): Promise<Db> => {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const serverOptions = [
    `-c statement_timeout=${statementTimeout}`,
    // A transaction left open by a broken request must not hold its locks for long.
    `-c idle_in_transaction_session_timeout=${statementTimeout * 3}`,
    ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    query_timeout: statementTimeout + CLIENT_TIMEOUT_MARGIN_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    options: serverOptions.join(' '),
  });
  // Without a listener, an idle connection that breaks (server restarted) would crash the process.
  pool.on('error', (error) => options.onIdleError?.(unavailableCode(error) ?? 'unknown'));
  try {
    // Fail fast at start-up with a clear error instead of on the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw classify(error);
  }
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params?: readonly SqlParam[], options?: QueryOptions) {
      try {
        const values = asParams(params);
        const result = options?.name
          ? await client.query({ name: options.name, text: sql, values })
          : await client.query(sql, values);
        return result.rows as T[];
      } catch (error) {
        throw classify(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw classify(error);
      }
    },
  });
  const root = wrap(pool);
  const checkout = async (): Promise<pg.PoolClient> => {
    try {
      return await pool.connect();
    } catch (error) {
      throw classify(error);
    }
  };
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await checkout();
      // A checked-out client whose connection breaks emits 'error'; unheard, that would crash the process.
      // The failing query rejects on its own, so the event only needs a listener.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await wrap(client).exec('begin');
        const result = await fn(wrap(client));
        await wrap(client).exec('commit');
        return result;
      } catch (error) {
        if (!broken) await client.query('rollback').catch(() => undefined);
        throw classify(error);
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, never handed to the next request.
        client.release(broken || undefined);
      }
    },
    async copyFrom(table, columns, batches) {
      const client = await checkout();
      let failed = false;
      const onError = () => {
        failed = true;
      };
      client.on('error', onError);
      try {
        await pipeline(Readable.from(batches), client.query(copyFromStdin(copySql(table, columns, 'stdin'))));
      } catch (error) {
        failed = true;
        throw classify(error);
      } finally {
        client.off('error', onError);
        // A COPY that failed half-way leaves the connection in an unknown state: it is not reused.
        client.release(failed || undefined);
      }
    },
    close: () => pool.end(),
  };
};
