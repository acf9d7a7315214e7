/**
 * Migrations and seeds, per feature. A feature's migrations are the .sql files of its `migrations/`
 * folder, applied in file-name order, features in the order of the feature list; each is applied once
 * and recorded. A feature's seed runs again only when its version changes. Both run under an advisory
 * lock so several api replicas can start against one PostgreSQL. Neither is bound by the request-sized
 * timeouts: a seed computes between statements for long, and a replica may wait for another's.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { ApiConfig } from '../config';
import type { Db, Queryable } from './db';

export interface SeedContext {
  config: ApiConfig;
}

export interface DataFeature {
  name: string;
  /** Folder of NNN_name.sql files: `new URL('./migrations/', import.meta.url)`. */
  migrations?: URL;
  seed?: { version: string; run: (tx: Queryable, ctx: SeedContext) => Promise<void> };
}

const LOCK_KEY = 727_001;
const UNBOUNDED = 'set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0';

const BOOKKEEPING = `
create table if not exists schema_migrations (
  id text primary key,
  applied_at timestamptz not null default now()
);
create table if not exists seed_versions (
  feature text primary key,
  version text not null,
  seeded_at timestamptz not null default now()
);`;

const migrationFiles = async (feature: DataFeature): Promise<{ id: string; url: URL }[]> => {
  if (!feature.migrations) return [];
  const names = (await readdir(feature.migrations)).filter((n) => n.endsWith('.sql')).sort();
  return names.map((n) => ({ id: `${feature.name}/${n}`, url: new URL(n, feature.migrations) }));
};

export const migrate = async (db: Db, features: readonly DataFeature[]): Promise<string[]> => {
  const files = (await Promise.all(features.map(migrationFiles))).flat();
  const sources = await Promise.all(files.map(async (f) => ({ ...f, sql: await readFile(f.url, 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.exec(UNBOUNDED);
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(BOOKKEEPING);
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const file of sources) {
      if (done.has(file.id)) continue;
      await tx.exec(file.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [file.id]);
      applied.push(file.id);
    }
    return applied;
  });
};

export const seed = async (db: Db, features: readonly DataFeature[], ctx: SeedContext): Promise<string[]> => {
  const seeded: string[] = [];
  for (const feature of features) {
    const s = feature.seed;
    if (!s) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.exec(UNBOUNDED);
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const [row] = await tx.query<{ version: string }>(
        'select version from seed_versions where feature = $1',
        [feature.name],
      );
      if (row?.version === s.version) return false;
      await s.run(tx, ctx);
      await tx.query(
        `insert into seed_versions (feature, version) values ($1, $2)
         on conflict (feature) do update set version = excluded.version, seeded_at = now()`,
        [feature.name, s.version],
      );
      return true;
    });
    if (ran) seeded.push(feature.name);
  }
  return seeded;
};
