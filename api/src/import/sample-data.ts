/**
 * The repository's sample files, imported on the first start of a database that lacks a data set (year), and
 * again when the sample files changed since the database imported them (a developer's old database).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db';
import { dataSets } from './data-sets';
import { type DataSetResult, importPaths } from './import';
import { byContractYear, type DataSetDefinition } from './layout';

/**
 * One folder per data set, named as the data set (`part-d`, `fda-ndc`, `nppes`, `ma-landscape`); a data set
 * by contract year has a folder per year in it (`part-d/2026`, `part-d/2027`), each imported on its own.
 */
const sampleFolder = (dataSet: string) =>
  fileURLToPath(new URL(`../../data/sample/${dataSet}/`, import.meta.url));

/** The sample's folders of a data set with the contract year each holds (null: the data set has no year). */
export const sampleFolders = (definition: DataSetDefinition): { path: string; year: number | null }[] => {
  const folder = sampleFolder(definition.name);
  if (!byContractYear(definition)) return [{ path: folder, year: null }];
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\d{4}$/.test(e.name))
    .map((e) => ({ path: join(folder, e.name), year: Number(e.name) }))
    .sort((a, b) => a.year - b.year);
};

// Replicas of one PostgreSQL may start at once: the first imports, the others wait and find the data.
const LOCK_KEY = 727_003;
const UNBOUNDED = 'set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0';

/** The SHA-256 of each file of a sample folder (data files only: the folders hold nothing else), sorted. */
const fileHashes = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) =>
      createHash('sha256')
        .update(readFileSync(join(folder, e.name)))
        .digest('hex'),
    )
    .sort();

interface PresentRow {
  data_set: string;
  contract_year: number | null;
  sample: boolean;
  files: { sha256: string }[];
}

/** Whether the sample files of the folder are those the recorded import read (by each file's SHA-256). */
const sameSample = (row: PresentRow, folder: string) =>
  JSON.stringify(row.files.map((f) => f.sha256).sort()) === JSON.stringify(fileHashes(folder));

const importMissing = async (db: Db): Promise<DataSetResult[] | null> => {
  const present = await db.query<PresentRow>('select data_set, contract_year, sample, files from data_sets');
  const results: DataSetResult[] = [];
  for (const definition of dataSets) {
    const rows = present.filter((r) => r.data_set === definition.name);
    // A publisher's data is never mixed with the sample; a sample year missing (an earlier start stopped
    // between two years) is imported, and a sample imported from files that have changed since is replaced.
    if (rows.some((r) => !r.sample)) continue;
    for (const { path, year } of sampleFolders(definition)) {
      const row = rows.find((r) => r.contract_year === year);
      if (row && sameSample(row, path)) continue;
      results.push(...(await importPaths(db, [path], { dataSets: [definition], sample: true })));
    }
  }
  return results.length ? results : null;
};

/**
 * Imports the sample of every data set the database has not got (sample or real), and replaces a sample data
 * set whose files changed: a publisher's import is never replaced by the sample. Null when nothing was
 * missing or stale. On PostgreSQL under an advisory lock per schema
 * (held by one pooled connection while the import uses the others).
 */
export const importSampleDataOnFirstStart = async (db: Db): Promise<DataSetResult[] | null> => {
  if (db.kind === 'pglite') return importMissing(db);
  return db.transaction(async (tx) => {
    await tx.exec(UNBOUNDED);
    await tx.query('select pg_advisory_xact_lock($1, hashtext(current_schema()))', [LOCK_KEY]);
    return importMissing(db);
  });
};
