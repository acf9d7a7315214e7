/** Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in its data directory. */
import { mkdir } from 'node:fs/promises';
import type { ApiConfig } from '../config';
import { type Db, openPglite, openPostgres } from './db';

export const openDatabase = async (config: Pick<ApiConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Db> => {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (!config.pgliteDir.startsWith('memory://')) await mkdir(config.pgliteDir, { recursive: true });
  return openPglite(config.pgliteDir);
};
