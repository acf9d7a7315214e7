/**
 * npm run db:reset -w api: drop everything and rebuild (migrations + seed). PGlite: the data directory is
 * removed. PostgreSQL (DATABASE_URL): the public schema is dropped and recreated.
 */
import { rm } from 'node:fs/promises';
import { bootstrap } from '../bootstrap';
import { verificationOff } from '../captcha';
import { loadConfig } from '../config';
import { openDatabase } from './open';

const config = loadConfig();
if (config.databaseUrl) {
  const db = await openDatabase(config);
  await db.exec('drop schema public cascade; create schema public;');
  await db.close();
} else {
  await rm(config.pgliteDir, { recursive: true, force: true });
}
// No requests are served here, so no captcha verifier (and no start-up warning about it).
const deps = await bootstrap(config, { captcha: verificationOff });
await deps.db.close();
console.log(`database rebuilt (${deps.db.kind}${config.databaseUrl ? '' : ` at ${config.pgliteDir}`})`);
