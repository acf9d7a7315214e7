/** Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in its data directory. */
import { mkdir } from 'node:fs/promises';
import type { ApiConfig } from '../config';
import type { Logger } from '../log';
import { type Db, openPglite, openPostgres } from './db';

export const openDatabase = async (
  config: Pick<
    ApiConfig,
    'databaseUrl' | 'pgliteDir' | 'dbPoolMax' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'
  >,
  logger?: Logger,
): Promise<Db> => {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      max: config.dbPoolMax,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      onIdleError: (code) => logger?.warn('db.idle_connection_lost', { code }),
    });
  }
  if (!config.pgliteDir.startsWith('memory://')) await mkdir(config.pgliteDir, { recursive: true });
  return openPglite(config.pgliteDir);
};
