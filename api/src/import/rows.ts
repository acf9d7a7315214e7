/**
 * Reading a published file: lines split on the layout's delimiter, every value checked against its
 * column, and each row written out in PostgreSQL's COPY text format. Every fault names the file, the
 * line and the column (1-based, as an editor shows them).
 */
import { StringDecoder } from 'node:string_decoder';
import { type Column, recognise, type SourceLayout } from './layout';

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/** `file:line:column (NAME): message`, or `file:line: message` when no single column is at fault. */
export const faultAt = (
  file: string,
  line: number,
  message: string,
  column?: { index: number; name: string },
) =>
  new ImportError(
    column
      ? `${file}:${line}:${column.index + 1} (${column.name}): ${message}`
      : `${file}:${line}: ${message}`,
  );

const indexes = new WeakMap<SourceLayout, Map<string, number>>();
const columnIndex = (layout: SourceLayout, name: string): number => {
  let byName = indexes.get(layout);
  if (!byName) {
    byName = new Map(layout.columns.map((c, i) => [c.name, i]));
    indexes.set(layout, byName);
  }
  const index = byName.get(name);
  if (index === undefined) throw new Error(`${layout.kind} has no column ${name}`);
  return index;
};

/** COPY text format: backslash, tab, newline and carriage return escaped; null is \N. */
export const copyEscape = (value: string) =>
  /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;

const DELIMITERS = ['|', ',', '\t', ';'];
const delimiterName = (d: string) => (d === '\t' ? 'tab' : `"${d}"`);

/**
 * Why a header is not `layout`'s, when it nearly is (same columns on another delimiter, a column
 * missing or renamed): null when it is not this layout at all.
 */
export const headerMismatch = (layout: SourceLayout, headerLine: string): string | null => {
  const expected = layout.columns.map((c) => c.name.toUpperCase());
  for (const d of DELIMITERS) {
    if (d === layout.delimiter) continue;
    const fields = headerLine.split(d).map((f) => f.trim().toUpperCase());
    if (fields.length > 1 && fields.length === expected.length && fields.every((f, i) => f === expected[i])) {
      return `the header is the ${layout.kind}'s, but delimited by ${delimiterName(d)}: the layout's delimiter is ${delimiterName(layout.delimiter)}`;
    }
  }
  const fields = headerLine.split(layout.delimiter).map((f) => f.trim().toUpperCase());
  const present = new Set(fields);
  const shared = expected.filter((name) => present.has(name)).length;
  // Most of the layout's columns are there: this is that file with columns missing, added or renamed.
  if (shared >= Math.max(2, Math.ceil(expected.length * 0.6)) && !recognise(layout, fields)) {
    const missing = layout.columns.filter((c) => !present.has(c.name.toUpperCase())).map((c) => c.name);
    const extra = fields.filter((f) => !expected.includes(f));
    const parts = [
      missing.length ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      extra.length ? `unexpected column${extra.length > 1 ? 's' : ''} ${extra.join(', ')}` : '',
      !missing.length && !extra.length ? "the columns are not in the layout's order" : '',
    ].filter(Boolean);
    return `the header looks like the ${layout.kind}'s, but ${parts.join('; ')}`;
  }
  return null;
};

/**
 * Checks one data line and returns its COPY text row. `values` receives the trimmed values (callers
 * that collect e.g. the contract year read them there).
 */
export const copyRow = (
  layout: SourceLayout,
  file: string,
  lineNumber: number,
  line: string,
  values: (string | null)[],
): string => {
  const fields = line.split(layout.delimiter);
  const columns = layout.columns;
  if (fields.length !== columns.length) {
    const hint =
      fields.length < columns.length
        ? fields.length === 1
          ? `, is it delimited by ${delimiterName(layout.delimiter)}?`
          : ' (a truncated file, or a line cut short)'
        : '';
    throw faultAt(
      file,
      lineNumber,
      `${fields.length} fields, the ${layout.kind} has ${columns.length}${hint}`,
    );
  }
  let out = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as Column;
    const value = (fields[i] as string).trim();
    let cell: string;
    if (value === '') {
      if (!column.optional)
        throw faultAt(file, lineNumber, 'a value is required', { index: i, name: column.name });
      values[i] = null;
      cell = '\\N';
    } else {
      const problem = column.check(value);
      if (problem) throw faultAt(file, lineNumber, problem, { index: i, name: column.name });
      values[i] = value;
      cell = column.type === 'text' ? copyEscape(value) : value;
    }
    out += i === 0 ? cell : `\t${cell}`;
  }
  const problem = layout.checkRow?.((name) => values[columnIndex(layout, name)] ?? null);
  if (problem) {
    const index = columnIndex(layout, problem.column);
    throw faultAt(file, lineNumber, problem.message, { index, name: problem.column });
  }
  return `${out}\n`;
};

export interface ReadProgress {
  bytes: number;
  rows: number;
}

/**
 * Streams `chunks` (the whole file, header first) as batches of COPY text of about `batchBytes`, never
 * holding more than one batch and one chunk. The header must be the layout's.
 */
export async function* copyBatches(
  layout: SourceLayout,
  file: string,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: {
    batchBytes?: number;
    onProgress?: (p: ReadProgress) => void;
    onValues?: (values: (string | null)[]) => void;
  } = {},
): AsyncGenerator<string> {
  const batchBytes = options.batchBytes ?? 4 * 1024 * 1024;
  const decoder = new StringDecoder('utf8');
  const values: (string | null)[] = new Array(layout.columns.length);
  const progress: ReadProgress = { bytes: 0, rows: 0 };
  let lineNumber = 0;
  let rest = '';
  let batch: string[] = [];
  let batchSize = 0;
  let headerSeen = false;

  const take = (raw: string): void => {
    lineNumber++;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (!headerSeen) {
      headerSeen = true;
      const fields = line.replace(/^\uFEFF/, '').split(layout.delimiter);
      if (!recognise(layout, fields)) {
        throw faultAt(
          file,
          lineNumber,
          headerMismatch(layout, line) ?? `the header is not the ${layout.kind}'s`,
        );
      }
      return;
    }
    if (line.trim() === '') return;
    const row = copyRow(layout, file, lineNumber, line, values);
    options.onValues?.(values);
    progress.rows++;
    batch.push(row);
    batchSize += row.length;
  };

  for await (const chunk of chunks) {
    progress.bytes += chunk.length;
    const text = rest + decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      take(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
    options.onProgress?.(progress);
    if (batchSize >= batchBytes) {
      yield batch.join('');
      batch = [];
      batchSize = 0;
    }
  }
  rest += decoder.end();
  if (rest !== '') take(rest);
  if (!headerSeen) throw faultAt(file, 1, `the file is empty: the ${layout.kind} starts with a header line`);
  options.onProgress?.(progress);
  if (batch.length) yield batch.join('');
}

/** Parses a whole text (tests, small files): the checked values of each row. */
export const parseText = async (
  layout: SourceLayout,
  file: string,
  text: string,
): Promise<(string | null)[][]> => {
  const rows: (string | null)[][] = [];
  const batches = copyBatches(layout, file, [Buffer.from(text)], { onValues: (v) => rows.push([...v]) });
  for await (const _ of batches) {
    // Parsing is the point here; the COPY text is dropped.
  }
  return rows;
};
