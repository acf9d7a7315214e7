/** Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in its data directory. */
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config';
import type { Logger } from '../log';
import { type Db, openPglite, openPostgres } from './db';

const hasFiles = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;

/**
 * PGlite in `dir`. A data directory it cannot open (an api killed mid-write leaves one behind, and PGlite
 * then fails to start every time) is moved aside, kept under a name with the time for whoever wants to
 * look at it, and the api starts on a fresh one, which bootstrap migrates and seeds.
 */
const openPgliteOrStartAfresh = async (dir: string, logger?: Logger): Promise<Db> => {
  await mkdir(dir, { recursive: true });
  try {
    return await openPglite(dir);
  } catch (error) {
    if (!(await hasFiles(dir))) throw error;
    const dataDir = path.resolve(dir);
    const movedTo = `${dataDir}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, movedTo);
    logger?.error('db.pglite_damaged_moved_aside', {
      message: `!!! The embedded database in ${dataDir} could not be opened (${(error as Error).message}). It was moved, unchanged, to ${movedTo}, and the api starts on a fresh seeded database: what was stored before is only in that folder. !!!`,
      dataDir,
      movedTo,
    });
    await mkdir(dataDir, { recursive: true });
    return openPglite(dataDir);
  }
};

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
  if (config.pgliteDir.startsWith('memory://')) return openPglite(config.pgliteDir);
  return openPgliteOrStartAfresh(config.pgliteDir, logger);
};
