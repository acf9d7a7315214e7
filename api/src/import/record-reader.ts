/**
 * The import's reader (`CustomReader`, layout.ts) for the FDA, NPPES and landscape files: records split by
 * csv-parse (quoted CSV, or tab-delimited without quoting), the header checked whole against the file's
 * layout (or one of its spellings), each record turned by the source's row parser into a table row or
 * left out. Batches of COPY text of about `batchBytes`, one record at a time in memory besides.
 */
import { parse } from 'csv-parse';
import { csvRecords } from './csv-records';
import type { BatchOptions, Column, CustomReader, TableColumn } from './layout';
import { text } from './layout';
import { copyEscape } from './rows';
import {
  checkHeader,
  type FileLayout,
  type RowPosition,
  recogniseHeader,
  SourceRowError,
} from './source-row';

/** A table row's values in the order of its columns; null values are NULL. */
export type TableRow = readonly (string | number | boolean | null)[];

export interface RecordSource {
  /** The file's layout, and any other spelling of its header (the same columns by position). */
  layouts: readonly [FileLayout, ...FileLayout[]];
  /** Quoted CSV (csv-parse), or one value per tab without quoting (the FDA's files). */
  format: 'csv' | 'tab';
  tableColumns: readonly TableColumn[];
  /** The table row of a record, or null to leave it out. */
  toRow: (layout: FileLayout, fields: readonly string[], at: RowPosition) => TableRow | null;
  /** A check of the whole file before its rows (its name, e.g.), throwing a SourceRowError. */
  checkFile?: (file: string) => void;
}

/** The layout's columns for the import's header hints and contract-year column: all text. */
export const fileColumns = (layout: FileLayout): Column[] =>
  layout.columns.map((c) => text(c, { optional: true }));

const FORMATS = { csv: { delimiter: ',' }, tab: { delimiter: '\t', quote: false } } as const;

const splitHeader = (format: RecordSource['format'], line: string): string[] => {
  if (format === 'tab') return line.split('\t');
  const fields: string[] = [];
  const parser = parse({ delimiter: ',', relax_column_count: true, relax_quotes: true });
  parser.on('data', (record: string[]) => fields.push(...record));
  parser.write(line);
  parser.end();
  return fields;
};

const cell = (value: string | number | boolean | null): string =>
  value === null
    ? '\\N'
    : typeof value === 'string'
      ? copyEscape(value)
      : typeof value === 'boolean'
        ? value
          ? '1'
          : '0'
        : String(value);

export const recordReader = (source: RecordSource): CustomReader => ({
  tableColumns: source.tableColumns,
  recognise: (headerLine) => {
    const header = splitHeader(source.format, headerLine.replace(/^\uFEFF/, ''));
    return source.layouts.some((l) => recogniseHeader(l, header));
  },
  async *batches(file, chunks, options: BatchOptions) {
    source.checkFile?.(file);
    const batchBytes = options.batchBytes ?? 4 * 1024 * 1024;
    const progress = { bytes: 0, rows: 0 };
    async function* counted() {
      for await (const chunk of chunks) {
        progress.bytes += chunk.length;
        yield chunk;
      }
    }
    let layout: FileLayout | null = null;
    let batch = '';
    for await (const { fields, line } of csvRecords(counted(), file, FORMATS[source.format])) {
      if (!layout) {
        layout = source.layouts.find((l) => recogniseHeader(l, fields)) ?? null;
        if (!layout) checkHeader(source.layouts[0], fields, file);
        continue;
      }
      const row = source.toRow(layout as FileLayout, fields, { file, line });
      options.onValues?.(fields.map((f) => f.trim() || null));
      if (row) {
        progress.rows += 1;
        batch += `${row.map(cell).join('\t')}\n`;
      }
      if (batch.length >= batchBytes) {
        options.onProgress?.(progress);
        yield batch;
        batch = '';
      }
    }
    if (!layout)
      throw new SourceRowError(file, 1, 1, source.layouts[0].columns[0] ?? '', 'the file is empty');
    options.onProgress?.(progress);
    if (batch) yield batch;
  },
});
