/** The repository's sample files, imported on the first start of a database that has no Part D data. */
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db';
import { dataSets } from './data-sets';
import { type DataSetResult, importPaths } from './import';

export const SAMPLE_DATA_DIR = fileURLToPath(new URL('../../data/sample/part-d/', import.meta.url));

/** Null when Part D data is there already (sample or real): an import is never replaced by the sample. */
export const importSampleDataOnFirstStart = async (db: Db): Promise<DataSetResult[] | null> => {
  const present = await db.query(`select 1 from data_sets where data_set = 'part-d'`);
  if (present.length) return null;
  return importPaths(db, [SAMPLE_DATA_DIR], { dataSets, sample: true });
};
