/**
 * Quoted CSV (NPPES, the MA landscape) streamed through csv-parse, one record at a time with the line it
 * starts on. Field counts are left to the layout's RowReader, which names the missing column; csv-parse's
 * own errors (a quote never closed: the file is cut inside a value) come out naming file, line and field.
 */
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { SourceRowError } from './source-row';

export interface CsvRecord {
  fields: string[];
  /** Line of the file the record ends on (1 = the header; a quoted value may hold a line break). */
  line: number;
}

const PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'the file ends inside a quoted value (truncated file?)',
  CSV_INVALID_CLOSING_QUOTE: 'a quote closes a value in the middle of it',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows the closing quote of a value',
};

/** `quote: false`: values are taken as they are, quotes included (the FDA's tab-delimited files). */
export async function* csvRecords(
  input: Readable | AsyncIterable<Buffer>,
  file: string,
  { delimiter = ',', quote = true }: { delimiter?: string; quote?: boolean } = {},
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter,
    quote: quote ? '"' : false,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  });
  // pipeline, not pipe: a reader that stops early (a bad row) closes the source without an unhandled error.
  pipeline(input instanceof Readable ? input : Readable.from(input), parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { fields: record, line: info.lines };
    }
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const err = e as CsvError & { lines?: number; index?: number };
    const problem = PROBLEMS[err.code] ?? err.message;
    throw new SourceRowError(
      file,
      err.lines ?? 0,
      (err.index ?? 0) + 1,
      `field ${(err.index ?? 0) + 1}`,
      problem,
    );
  } finally {
    parser.destroy();
  }
}
