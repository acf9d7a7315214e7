/**
 * The import: every file recognised by its header, streamed, checked row by row and COPYed into its
 * staging table (`<table>_staging`); only once every file of every data set given is in and checked is
 * each data set swapped into its serving tables, in one transaction per data set (a data set by contract
 * year: that year's partitions only, CONTEXT.md "Contract years"). Until then, and after any fault (or a
 * kill), the serving tables hold the previous import unchanged. Tables computed from a data set's files
 * (`DataSetDefinition.derived`) are built from its staging tables and swapped in the same transaction.
 *
 * The same files imported again change nothing: a data set's content hash (SHA-256 of every file, taken
 * while loading) equal to the serving one's skips the swap, and its `data_sets` record is kept as it was.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Db, Queryable } from '../db/db';
import { collectInputs, type InputFile, readHeaderLine } from './inputs';
import {
  byContractYear,
  CONTRACT_YEAR,
  type DataSetDefinition,
  type DerivedTable,
  recogniseLine,
  type SourceLayout,
  tableColumns,
} from './layout';
import { type ProgressReporter, silentProgress } from './progress';
import { copyBatches, faultAt, headerMismatch, ImportError, type ReadProgress } from './rows';

export interface ImportOptions {
  dataSets: readonly DataSetDefinition[];
  /** Overrides what the files say (a contract-year column) or their names say (`2027Q1`). */
  contractYear?: number;
  quarter?: number;
  /** The repository's sample files (kept in the record, so the site can keep its sample notice). */
  sample?: boolean;
  progress?: ProgressReporter;
  /** Rows per COPY batch are about this many bytes (PGlite holds one batch in memory). */
  batchBytes?: number;
}

export interface ImportedFile {
  name: string;
  kind: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface DataSetResult {
  dataSet: string;
  status: 'imported' | 'unchanged';
  contractYear: number | null;
  quarter: number | null;
  files: ImportedFile[];
}

/** Data files by extension; anything else in a folder or archive (record layouts, readmes) is passed over. */
const DATA_FILE = /\.(txt|csv|tsv|psv|dat)$/i;

const staging = (table: string) => `${table}_staging`;
const retired = (table: string) => `${table}_retired`;
const indexName = (table: string, suffix: string) => `${table}_${suffix}`;
/** A data set by contract year keeps each year in its own partition of the serving table. */
const partition = (table: string, year: number) => `${table}_${year}`;

/** A serving table the import swaps in: a file's (its layout) or one computed from them (`DerivedTable`). */
type ServedTable = Pick<SourceLayout, 'table' | 'indexes'>;

/** Every table of a data set, the files' then those computed from them. */
const servedTables = (definition: DataSetDefinition): ServedTable[] => [
  ...definition.layouts,
  ...(definition.derived ?? []),
];

interface Recognised {
  file: InputFile;
  layout: SourceLayout;
}

const recogniseAll = async (
  files: readonly InputFile[],
  layouts: readonly SourceLayout[],
  note: (message: string) => void,
): Promise<Recognised[]> => {
  const found: Recognised[] = [];
  for (const file of files) {
    if (!DATA_FILE.test(file.name)) {
      note(`${file.name}: passed over (not a data file)`);
      continue;
    }
    const header = await readHeaderLine(file);
    const layout = layouts.find((l) => recogniseLine(l, header));
    if (layout) {
      found.push({ file, layout });
      continue;
    }
    const near = layouts.map((l) => headerMismatch(l, header)).find((m) => m !== null);
    throw faultAt(
      file.name,
      1,
      near ?? `the header is not one of the known files (${layouts.map((l) => l.kind).join(', ')})`,
    );
  }
  return found;
};

const QUARTER_IN_NAME = /(?:^|[^0-9])(20\d\d)\s*Q([1-4])(?![0-9])/i;

const quarterOf = (files: readonly Recognised[]): number | null => {
  for (const { file } of files) {
    const match = QUARTER_IN_NAME.exec(basename(file.name));
    if (match) return Number(match[2]);
  }
  return null;
};

/** A year's staging table gets the year as its `contract_year` default (most files do not carry it). */
const prepareStaging = async (db: Db, layout: ServedTable, year: number | null) => {
  const t = staging(layout.table);
  await db.exec(`drop table if exists ${t}; create table ${t} (like ${layout.table} including defaults)`);
  if (year !== null) await db.exec(`alter table ${t} alter column ${CONTRACT_YEAR} set default ${year}`);
};

/**
 * The year's check on the loaded staging table (one scan, before the swap), so that attaching it as the
 * year's partition in the swap transaction needs no scan: PostgreSQL sees the constraint implies the bound.
 */
const checkYear = async (db: Db, layout: ServedTable, year: number) => {
  await db.exec(
    `alter table ${staging(layout.table)} add constraint contract_year_only check (${CONTRACT_YEAR} = ${year})`,
  );
};

const buildIndexes = async (db: Db, layout: ServedTable) => {
  for (const [suffix, columns] of Object.entries(layout.indexes ?? {})) {
    await db.exec(
      `create index ${indexName(staging(layout.table), suffix)} on ${staging(layout.table)} ${/^(using |\()/.test(columns) ? columns : `(${columns})`}`,
    );
  }
  // Vacuum, not only analyze: it marks the freshly loaded pages all-visible (so a covering index is read
  // alone) and sets their hint bits now, not on the first searches after the swap.
  await db.exec(`vacuum (analyze) ${staging(layout.table)}`);
};

const dropStaging = async (db: Db, layouts: readonly ServedTable[]) => {
  for (const layout of layouts) await db.exec(`drop table if exists ${staging(layout.table)}`);
};

/** Staging becomes serving, with the serving table's index names; the previous rows are dropped. */
const swap = async (tx: Queryable, layout: ServedTable) => {
  const t = layout.table;
  const suffixes = Object.keys(layout.indexes ?? {});
  await tx.exec(`drop table if exists ${retired(t)}; alter table ${t} rename to ${retired(t)}`);
  for (const s of suffixes)
    await tx.exec(`alter index if exists ${indexName(t, s)} rename to ${indexName(retired(t), s)}`);
  await tx.exec(`alter table ${staging(t)} rename to ${t}`);
  for (const s of suffixes)
    await tx.exec(`alter index ${indexName(staging(t), s)} rename to ${indexName(t, s)}`);
  await tx.exec(`drop table ${retired(t)}`);
};

/** Staging becomes the year's partition; the year's previous partition is dropped, other years stay. */
const swapYear = async (tx: Queryable, layout: ServedTable, year: number) => {
  const t = layout.table;
  const part = partition(t, year);
  await tx.exec(`drop table if exists ${part}; alter table ${staging(t)} rename to ${part}`);
  for (const s of Object.keys(layout.indexes ?? {}))
    await tx.exec(`alter index ${indexName(staging(t), s)} rename to ${indexName(part, s)}`);
  await tx.exec(`alter table ${t} attach partition ${part} for values in (${year})`);
};

/** A derived table from the checked staging tables (and its year's check), ready to swap with them. */
const buildDerived = async (db: Db, derived: DerivedTable, year: number | null) => {
  await prepareStaging(db, derived, year);
  await db.exec(derived.fill(staging));
  await buildIndexes(db, derived);
  if (year !== null) await checkYear(db, derived, year);
};

const yearIndexOf = (layout: SourceLayout) =>
  layout.contractYearColumn ? layout.columns.findIndex((c) => c.name === layout.contractYearColumn) : -1;

/**
 * The contract year of a data set's files, from the first data row of its file that names it: known
 * before loading, so every staging table can carry it. (All rows are checked against it while loading.)
 */
const peekContractYear = async (files: readonly Recognised[]): Promise<string | null> => {
  const first = files.find((f) => f.layout.contractYearColumn);
  if (!first) return null;
  const { file, layout } = first;
  const index = yearIndexOf(layout);
  let year: string | null = null;
  const stream = await file.open();
  try {
    const options = { onValues: (values: (string | null)[]) => (year ??= values[index] ?? null) };
    const batches = layout.reader
      ? layout.reader.batches(file.name, stream, options)
      : copyBatches(layout, file.name, stream, options);
    for await (const _ of batches) if (year !== null) break;
  } finally {
    stream.destroy();
  }
  return year;
};

const loadFile = async (
  db: Db,
  { file, layout }: Recognised,
  options: ImportOptions,
  contractYears: Set<string>,
): Promise<ImportedFile> => {
  const progress = (options.progress ?? silentProgress).file(file.name, layout.kind, file.size);
  const hash = createHash('sha256');
  const yearIndex = yearIndexOf(layout);
  let read: ReadProgress = { bytes: 0, rows: 0 };
  const stream = await file.open();
  async function* hashed(): AsyncGenerator<Buffer> {
    for await (const chunk of stream) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  try {
    const batchOptions = {
      batchBytes: options.batchBytes,
      onProgress: (p: ReadProgress) => {
        read = p;
        progress.update(p);
      },
      onValues:
        yearIndex < 0 ? undefined : (values: (string | null)[]) => contractYears.add(values[yearIndex] ?? ''),
    };
    const batches = layout.reader
      ? layout.reader.batches(file.name, hashed(), batchOptions)
      : copyBatches(layout, file.name, hashed(), batchOptions);
    await db.copyFrom(
      staging(layout.table),
      tableColumns(layout).map((c) => c.name),
      batches,
    );
  } catch (error) {
    progress.stop();
    throw error;
  } finally {
    stream.destroy();
  }
  progress.done(read);
  return {
    name: basename(file.name),
    kind: layout.kind,
    rows: read.rows,
    bytes: read.bytes,
    sha256: hash.digest('hex'),
  };
};

interface Loaded {
  definition: DataSetDefinition;
  /** Set for a data set by contract year (`byContractYear`): its year's partition is swapped. */
  contractYear: number | null;
  quarter: number | null;
  hash: string;
  files: ImportedFile[];
}

const loadDataSet = async (
  db: Db,
  definition: DataSetDefinition,
  files: readonly Recognised[],
  options: ImportOptions,
): Promise<Loaded> => {
  const missing = definition.layouts.filter((l) => !files.some((f) => f.layout === l));
  if (missing.length) {
    throw new ImportError(
      `${definition.name}: the data set is swapped as a whole, and the ${missing.map((l) => l.kind).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (found: ${files.map((f) => basename(f.file.name)).join(', ')})`,
    );
  }
  const byYear = byContractYear(definition);
  let year: number | null = options.contractYear ?? null;
  if (byYear && year === null) {
    const named = await peekContractYear(files);
    year = named === null ? null : Number(named);
    if (year === null || !Number.isInteger(year)) {
      throw new ImportError(
        `${definition.name}: no contract year in the files (the ${definition.layouts.find((l) => l.contractYearColumn)?.kind} has no rows); give --year`,
      );
    }
  }
  const contractYears = new Set<string>();
  const loaded: ImportedFile[] = [];
  for (const layout of definition.layouts) {
    await prepareStaging(db, layout, byYear ? year : null);
    for (const file of files.filter((f) => f.layout === layout)) {
      loaded.push(await loadFile(db, file, options, contractYears));
    }
    await buildIndexes(db, layout);
  }
  if (contractYears.size > 1) {
    throw new ImportError(
      `${definition.name}: the files are of several contract years (${[...contractYears].sort().join(', ')}); import one year at a time`,
    );
  }
  const [named] = contractYears;
  if (byYear && named !== undefined && Number(named) !== year) {
    throw new ImportError(`${definition.name}: the files are of contract year ${named}, not ${year}`);
  }
  if (byYear && year !== null) for (const layout of definition.layouts) await checkYear(db, layout, year);
  for (const derived of definition.derived ?? []) await buildDerived(db, derived, byYear ? year : null);
  const hash = createHash('sha256');
  for (const f of [...loaded].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.sha256.localeCompare(b.sha256),
  )) {
    hash.update(`${f.kind}\n${f.sha256}\n`);
  }
  return {
    definition,
    contractYear: year ?? (named ? Number(named) : null),
    quarter: options.quarter ?? quarterOf(files),
    hash: hash.digest('hex'),
    files: loaded,
  };
};

/** Swaps a loaded data set in (one transaction), unless the same content already serves. */
const publish = async (db: Db, loaded: Loaded, options: ImportOptions): Promise<DataSetResult['status']> => {
  const { definition } = loaded;
  const [current] = await db.query<{ content_hash: string }>(
    'select content_hash from data_sets where data_set = $1 and contract_year is not distinct from $2',
    [definition.name, loaded.contractYear],
  );
  if (current?.content_hash === loaded.hash) {
    await dropStaging(db, servedTables(definition));
    return 'unchanged';
  }
  await db.transaction(async (tx) => {
    const year = byContractYear(definition) ? loaded.contractYear : null;
    for (const table of servedTables(definition)) {
      await (year === null ? swap(tx, table) : swapYear(tx, table, year));
    }
    await tx.query(
      `insert into data_sets (data_set, source, contract_year, quarter, imported_at, content_hash, sample, files)
       values ($1, $2, $3, $4, now(), $5, $6, $7)
       on conflict (data_set, contract_year) do update set source = excluded.source, contract_year = excluded.contract_year,
         quarter = excluded.quarter, imported_at = excluded.imported_at, content_hash = excluded.content_hash,
         sample = excluded.sample, files = excluded.files`,
      [
        definition.name,
        definition.source,
        loaded.contractYear,
        loaded.quarter,
        loaded.hash,
        options.sample ?? false,
        JSON.stringify(loaded.files),
      ],
    );
  });
  return 'imported';
};

/**
 * Imports the files and folders (and .zip archives) at `paths`. Throws an ImportError naming the file,
 * line and column of the first fault; the serving tables are then as they were.
 */
export const importPaths = async (
  db: Db,
  paths: readonly string[],
  options: ImportOptions,
): Promise<DataSetResult[]> => {
  const note = (options.progress ?? silentProgress).note;
  const inputs = await collectInputs(paths);
  const layouts = options.dataSets.flatMap((d) => d.layouts);
  const touched: ServedTable[] = [];
  try {
    const recognised = await recogniseAll(inputs.files, layouts, note);
    if (!recognised.length) {
      throw new ImportError(
        `${paths.join(', ')}: none of the expected files (${layouts.map((l) => l.kind).join(', ')})`,
      );
    }
    const loaded: Loaded[] = [];
    for (const definition of options.dataSets) {
      const files = recognised.filter((r) => r.layout.dataSet === definition.name);
      if (!files.length) continue;
      touched.push(...servedTables(definition));
      loaded.push(await loadDataSet(db, definition, files, options));
    }
    const results: DataSetResult[] = [];
    for (const l of loaded) {
      const status = await publish(db, l, options);
      note(
        status === 'unchanged'
          ? `${l.definition.name}: the same files already serve, nothing changed`
          : `${l.definition.name}: imported (contract year ${l.contractYear ?? 'unknown'}, quarter ${l.quarter ?? 'unknown'})`,
      );
      results.push({
        dataSet: l.definition.name,
        status,
        contractYear: l.contractYear,
        quarter: l.quarter,
        files: l.files,
      });
    }
    return results;
  } catch (error) {
    // Staging tables of a failed import hold partial rows: gone, so no one mistakes them for data.
    await dropStaging(db, touched).catch(() => undefined);
    throw error;
  } finally {
    inputs.close();
  }
};
