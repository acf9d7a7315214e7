/**
 * Vitest global setup: on PGlite, migrate and seed one in-memory database once and dump it; every test
 * file then starts its own database from that dump (about 1.5 s instead of initdb + migrations + seed).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openPgliteFromDump } from '../db/db';
import { migrate, seed } from '../db/migrate';
import { features } from '../features/index';
import { importSampleDataOnFirstStart } from '../import/sample-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const empty = await PGlite.create();
  const db = await openPgliteFromDump(await empty.dumpDataDir('none'));
  await empty.close();
  await migrate(db, features);
  await seed(db, features, { config: loadConfig({}) });
  // As bootstrap does on a first start: each file's bootstrap then finds the sample data and skips it.
  await importSampleDataOnFirstStart(db);
  const file = join(tmpdir(), `api-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
