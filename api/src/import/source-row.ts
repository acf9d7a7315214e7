/**
 * What the row parsers of the reference sources (FDA NDC directory, NPPES, MA landscape) share: where a
 * value came from, and the error that names it. A message reads `file:line:column (NAME): what is wrong`,
 * line and column counted from 1 as an editor shows them, the header being line 1.
 */
import { ImportError } from './rows';

export interface RowPosition {
  file: string;
  line: number;
}

export class SourceRowError extends ImportError {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly columnName: string,
    readonly problem: string,
  ) {
    super(`${file}:${line}:${column} (${columnName}): ${problem}`);
  }
}

export interface FileLayout {
  /** The file the layout describes, as its publisher names it. */
  name: string;
  delimiter: string;
  /** Every column of the published header, in order, exactly as spelt there. */
  columns: readonly string[];
}

const DELIMITER_NAMES: Record<string, string> = { '\t': 'tab', ',': 'comma', '|': 'pipe' };
const delimiterName = (d: string) => DELIMITER_NAMES[d] ?? JSON.stringify(d);

/** True when the header is this layout's, column for column. */
export const recogniseHeader = (layout: FileLayout, header: readonly string[]): boolean =>
  header.length === layout.columns.length && layout.columns.every((c, i) => header[i]?.trim() === c);

/**
 * Checks a header against the layout and throws the first difference: a header that is one field holding
 * another delimiter is a wrong delimiter, a column that is not where the layout has it is named.
 */
export const checkHeader = (layout: FileLayout, header: readonly string[], file: string): void => {
  const first = header[0] ?? '';
  if (header.length === 1 && layout.columns.length > 1) {
    const other = Object.keys(DELIMITER_NAMES).find((d) => d !== layout.delimiter && first.includes(d));
    throw new SourceRowError(
      file,
      1,
      1,
      layout.columns[0] ?? '',
      other
        ? `the header is ${delimiterName(other)}-delimited; ${layout.name} is ${delimiterName(layout.delimiter)}-delimited`
        : `the header has one column; ${layout.name} has ${layout.columns.length}`,
    );
  }
  for (const [i, expected] of layout.columns.entries()) {
    const found = header[i]?.trim();
    if (found !== expected) {
      throw new SourceRowError(
        file,
        1,
        i + 1,
        expected,
        found === undefined ? 'missing from the header' : `the header has "${found}" here`,
      );
    }
  }
  if (header.length > layout.columns.length) {
    const extra = header[layout.columns.length] ?? '';
    throw new SourceRowError(file, 1, layout.columns.length + 1, extra, `not a column of ${layout.name}`);
  }
};

/** Reads named fields of one record, failing with the record's position and the column's number. */
export class RowReader {
  private readonly index: Map<string, number>;

  constructor(
    readonly layout: FileLayout,
    readonly at: RowPosition,
    private readonly fields: readonly string[],
  ) {
    this.index = indexOf(layout);
    if (fields.length < layout.columns.length) {
      const missing = fields.length;
      throw new SourceRowError(
        at.file,
        at.line,
        missing + 1,
        layout.columns[missing] ?? '',
        `the line ends after ${fields.length} of ${layout.columns.length} columns (truncated line?)`,
      );
    }
    if (fields.length > layout.columns.length) {
      throw new SourceRowError(
        at.file,
        at.line,
        layout.columns.length + 1,
        'after the last column',
        `the line has ${fields.length} columns; ${layout.name} has ${layout.columns.length}`,
      );
    }
  }

  fail(column: string, problem: string): never {
    throw new SourceRowError(this.at.file, this.at.line, (this.index.get(column) ?? -1) + 1, column, problem);
  }

  /** The trimmed value ('' when blank). */
  text(column: string): string {
    const i = this.index.get(column);
    if (i === undefined) throw new Error(`${column} is not a column of ${this.layout.name}`);
    return (this.fields[i] ?? '').trim();
  }

  required(column: string): string {
    const value = this.text(column);
    if (!value) this.fail(column, 'is empty');
    return value;
  }

  optional(column: string): string | null {
    return this.text(column) || null;
  }

  /** A value that must match `pattern` when present. */
  matching(column: string, pattern: RegExp, what: string, required = true): string | null {
    const value = this.text(column);
    if (!value) return required ? this.fail(column, 'is empty') : null;
    if (!pattern.test(value)) this.fail(column, `"${value}" is not ${what}`);
    return value;
  }

  oneOf<T extends string>(column: string, allowed: readonly T[], required = true): T | null {
    const value = this.text(column);
    if (!value) return required ? this.fail(column, 'is empty') : null;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(column, `"${value}" is not one of ${allowed.join(', ')}`);
    }
    return value as T;
  }

  /** A YYYYMMDD date as an ISO date. */
  date(column: string, required = true): string | null {
    const value = this.matching(column, /^\d{8}$/, 'a YYYYMMDD date', required);
    if (value === null) return null;
    return isoDate(this, column, value.slice(0, 4), value.slice(4, 6), value.slice(6, 8));
  }

  /** An MM/DD/YYYY date (NPPES) as an ISO date. */
  usDate(column: string, required = true): string | null {
    const value = this.matching(column, /^\d{2}\/\d{2}\/\d{4}$/, 'an MM/DD/YYYY date', required);
    if (value === null) return null;
    return isoDate(this, column, value.slice(6, 10), value.slice(0, 2), value.slice(3, 5));
  }
}

const isoDate = (row: RowReader, column: string, y: string, m: string, d: string): string => {
  const iso = `${y}-${m}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    row.fail(column, `${iso} is not a calendar date`);
  }
  return iso;
};

const indexes = new WeakMap<FileLayout, Map<string, number>>();
const indexOf = (layout: FileLayout): Map<string, number> => {
  let index = indexes.get(layout);
  if (!index) {
    index = new Map(layout.columns.map((c, i) => [c, i]));
    indexes.set(layout, index);
  }
  return index;
};
