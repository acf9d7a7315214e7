/** The repository's sample files, imported on the first start of a database that lacks a data set. */
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db';
import { dataSets } from './data-sets';
import { type DataSetResult, importPaths } from './import';

/** One folder per data set, named as the data set (`part-d`, `fda-ndc`, `nppes`, `ma-landscape`). */
const sampleFolder = (dataSet: string) =>
  fileURLToPath(new URL(`../../data/sample/${dataSet}/`, import.meta.url));

export const SAMPLE_DATA_DIR = sampleFolder('part-d');

// Replicas of one PostgreSQL may start at once: the first imports, the others wait and find the data.
const LOCK_KEY = 727_003;
const UNBOUNDED = 'set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0';

const importMissing = async (db: Db): Promise<DataSetResult[] | null> => {
  const present = new Set(
    (await db.query<{ data_set: string }>('select data_set from data_sets')).map((r) => r.data_set),
  );
  const missing = dataSets.filter((d) => !present.has(d.name));
  if (!missing.length) return null;
  return importPaths(
    db,
    missing.map((d) => sampleFolder(d.name)),
    { dataSets: missing, sample: true },
  );
};

/**
 * Imports the sample of every data set the database has not got (sample or real): an import is never
 * replaced by the sample. Null when nothing was missing. On PostgreSQL under an advisory lock per schema
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
