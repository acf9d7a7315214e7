/**
 * npm run import -- <folder or .zip> [...] [--year YYYY] [--quarter 1-4] [--sample]
 * Loads published data files into the configured database (PGlite at PGLITE_DIR, or DATABASE_URL);
 * stop the api first when it runs on PGlite, which allows one process. Exit code 0 when every data set
 * is imported (or already was), 1 on bad input (the message names file, line and column), 2 otherwise.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { features } from '../features/index';
import { dataSets } from './data-sets';
import { importPaths } from './import';
import { barProgress, lineProgress } from './progress';
import { ImportError } from './rows';

const USAGE = 'usage: npm run import -- <folder or .zip> [...] [--year YYYY] [--quarter 1-4] [--sample]';

// Long files take longer than a request: the import's statements are not bound by the api's timeouts.
const IMPORT_STATEMENT_TIMEOUT_MS = 24 * 60 * 60 * 1000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { year: { type: 'string' }, quarter: { type: 'string' }, sample: { type: 'boolean' } },
});
const year = values.year === undefined ? undefined : Number(values.year);
const quarter = values.quarter === undefined ? undefined : Number(values.quarter);
if (
  !positionals.length ||
  (year !== undefined && !(Number.isInteger(year) && year >= 2006 && year <= 2100)) ||
  (quarter !== undefined && ![1, 2, 3, 4].includes(quarter))
) {
  console.error(USAGE);
  process.exit(2);
}

// npm runs workspace scripts in the workspace: paths are taken from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const db = await openDatabase({ ...config, dbStatementTimeoutMs: IMPORT_STATEMENT_TIMEOUT_MS, dbPoolMax: 2 });
let code = 0;
try {
  await migrate(db, features);
  const started = Date.now();
  const results = await importPaths(
    db,
    positionals.map((p) => resolve(base, p)),
    {
      dataSets,
      contractYear: year,
      quarter,
      sample: values.sample,
      progress: process.stdout.isTTY ? barProgress() : lineProgress((line) => console.log(line)),
    },
  );
  const rows = results.flatMap((r) => r.files).reduce((sum, f) => sum + f.rows, 0);
  console.log(
    `done: ${results.length} data set(s), ${rows.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (error instanceof ImportError) {
    console.error(`import failed, nothing changed: ${error.message}`);
    code = 1;
  } else {
    console.error('import failed, nothing changed:', error);
    code = 2;
  }
} finally {
  await db.close();
}
process.exit(code);
