/**
 * What a published file looks like: its columns as the publisher names them, each with a type and a
 * check of its values (the codes the record layout allows), the table it loads into and the data set it
 * belongs to. Files are recognised by their header line, never by their name: publishers rename files
 * from one release to the next, but not their columns.
 */

/** How a column is stored: text, integer or double precision (the types the db layer passes through). */
export type ColumnType = 'text' | 'integer' | 'double precision';

export interface Column {
  /** Exactly as in the publisher's record layout (and in the file's header line). */
  name: string;
  type: ColumnType;
  /** An empty value is stored as null; without this flag it is an error. */
  optional?: boolean;
  /** Null when the (trimmed, non-empty) value is allowed, else why not, e.g. `"9" is not a tier of the layout (1-7)`. */
  check: (value: string) => string | null;
}

export interface SourceLayout {
  /** Files swapped together: every kind of a data set is loaded before any of them is served. */
  dataSet: string;
  /** The file kind, as the publisher calls it ("pricing file"). */
  kind: string;
  /** Serving table; the import loads `<table>_staging` first. */
  table: string;
  delimiter: string;
  columns: readonly Column[];
  /** Indexes built on the staging table before the swap: name suffix → column list, `(…) include (…)`, or `using <method> (…)`. */
  indexes?: Readonly<Record<string, string>>;
  /** A rule across the columns of one row (e.g. a coinsurance is a fraction): the column at fault and why. */
  checkRow?: (row: RowValues) => { column: string; message: string } | null;
  /** A column whose single value is the data set's contract year (e.g. the formulary's CONTRACT_YEAR). */
  contractYearColumn?: string;
  /** A file the line reader cannot take (quoted CSV, several spellings of a header, a table of other columns). */
  reader?: CustomReader;
}

/** A column of a table, when a layout's table is not its file's columns. */
export interface TableColumn {
  name: string;
  type: ColumnType;
  optional?: boolean;
}

export interface BatchOptions {
  batchBytes?: number;
  onProgress?: (p: { bytes: number; rows: number }) => void;
  /** Each data row's values in the order of the layout's `columns` (the contract year is read there). */
  onValues?: (values: (string | null)[]) => void;
}

/**
 * Reads a file its own way: whether a header line is its file's, and the data rows as batches of COPY
 * text in the order of `tableColumns` (faults name file, line and column, as the line reader's do).
 */
export interface CustomReader {
  tableColumns: readonly TableColumn[];
  recognise: (headerLine: string) => boolean;
  batches: (file: string, chunks: AsyncIterable<Buffer>, options: BatchOptions) => AsyncGenerator<string>;
}

/** One row's checked values by column name (null when empty). */
export type RowValues = (name: string) => string | null;

/**
 * A table the import computes from a data set's loaded staging tables rather than reads from a file (a
 * per-NDC aggregate of 20 million pricing rows that readers would otherwise compute on every lookup).
 * It is built before the swap and swapped in the same transaction as the files' tables, so it always
 * agrees with the rows it was computed from.
 */
export interface DerivedTable {
  table: string;
  /** The statement that fills `<table>_staging`, given the staging name of a layout's table. */
  fill: (staging: (table: string) => string) => string;
  indexes?: Readonly<Record<string, string>>;
}

export interface DataSetDefinition {
  name: string;
  /** The publisher and publication, recorded with every import. */
  source: string;
  layouts: readonly SourceLayout[];
  /** Built from the loaded files once they are checked (a data set by contract year: per year too). */
  derived?: readonly DerivedTable[];
}

/** The column the tables of a data set by contract year are LIST-partitioned by (one partition a year). */
export const CONTRACT_YEAR = 'contract_year';

/**
 * A data set whose files name their contract year is kept per year: importing one year keeps the others
 * (the site serves two plan years from October to December). Its tables are partitioned by `contract_year`.
 */
export const byContractYear = (definition: DataSetDefinition): boolean =>
  definition.layouts.some((l) => l.contractYearColumn !== undefined);

/** The column name a table uses for a published column. */
export const columnName = (column: Column): string => column.name.toLowerCase();

/** The columns of a layout's table: the file's columns, unless its reader keeps others. */
export const tableColumns = (layout: SourceLayout): readonly TableColumn[] =>
  layout.reader?.tableColumns ??
  layout.columns.map((c) => ({ name: columnName(c), type: c.type, optional: c.optional }));

/** The header is the layout's column names in order, compared without regard to case or surrounding spaces. */
export const recognise = (layout: SourceLayout, headerFields: readonly string[]): boolean =>
  headerFields.length === layout.columns.length &&
  layout.columns.every((c, i) => headerFields[i]?.trim().toUpperCase() === c.name.toUpperCase());

/** Whether a header line is the layout's (its reader's answer, or the line split on its delimiter). */
export const recogniseLine = (layout: SourceLayout, headerLine: string): boolean =>
  layout.reader ? layout.reader.recognise(headerLine) : recognise(layout, headerLine.split(layout.delimiter));

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

interface TextOptions {
  optional?: boolean;
  maxLength?: number;
  /** Values must match (e.g. /^\d{5}$/), described as `what` in the error. */
  pattern?: RegExp;
  what?: string;
}

export const text = (name: string, options: TextOptions = {}): Column => ({
  name,
  type: 'text',
  optional: options.optional,
  check: (value) => {
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      return `${quote(value)} is longer than the layout's ${options.maxLength} characters`;
    }
    if (options.pattern && !options.pattern.test(value)) {
      return `${quote(value)} is not ${options.what ?? `in the form ${options.pattern.source}`}`;
    }
    return null;
  },
});

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

interface NumberOptions {
  optional?: boolean;
  min?: number;
  max?: number;
}

const inRange = (value: string, n: number, options: NumberOptions): string | null => {
  if (options.min !== undefined && n < options.min) return `${quote(value)} is below ${options.min}`;
  if (options.max !== undefined && n > options.max) return `${quote(value)} is above ${options.max}`;
  return null;
};

export const integer = (name: string, options: NumberOptions = {}): Column => ({
  name,
  type: 'integer',
  optional: options.optional,
  check: (value) =>
    INTEGER.test(value) ? inRange(value, Number(value), options) : `${quote(value)} is not a whole number`,
});

export const decimal = (name: string, options: NumberOptions = {}): Column => ({
  name,
  type: 'double precision',
  optional: options.optional,
  check: (value) =>
    DECIMAL.test(value) ? inRange(value, Number(value), options) : `${quote(value)} is not a number`,
});

/**
 * A coded column: only the layout's codes are allowed. `what` names the code in errors ("a tier", "a
 * cost type") and `described` lists the codes as the layout does ("1-7", "0 not offered, 1 copay, 2
 * coinsurance").
 */
export const code = (
  name: string,
  codes: readonly (string | number)[],
  what: string,
  described: string,
  options: { optional?: boolean } = {},
): Column => {
  const allowed = new Set(codes.map(String));
  const numeric = codes.every((c) => typeof c === 'number');
  return {
    name,
    type: numeric ? 'integer' : 'text',
    optional: options.optional,
    check: (value) =>
      allowed.has(numeric ? String(Number(value)) : value) && (!numeric || INTEGER.test(value))
        ? null
        : `${quote(value)} is not ${what} of the layout (${described})`,
  };
};

/** A Y/N flag (the layouts' `_YN` columns). */
export const yesNo = (name: string, options: { optional?: boolean } = {}): Column =>
  code(name, ['Y', 'N'], 'a Y/N flag', 'Y or N', options);
