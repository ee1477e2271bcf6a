import { DomainError } from '@cellar/core';
import { parse, type CsvError, type Info } from 'csv-parse';
import { TextDecoder } from 'node:util';

/** One record of a CSV file: its cells, and the line of the file it ends on (1 for the first). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** How a streamed CSV file is read. */
export interface CsvReading {
  /** A separator, or 'auto' to guess it from the file's start. */
  separator: string;
  /** A WHATWG encoding label, as the browser's importer offers them. */
  encoding: string;
  /** Bytes past this end the import with ERROR_IMPORT_TOO_LARGE. */
  maxBytes: number;
}

/** A record the parser could not read, kept for the import's report instead of ending it. */
export interface SkippedRecord {
  line: number;
  error: string;
}

// A record longer than this (a quote that never closes swallows the rest of the file into one
// cell) is skipped and reported rather than held in memory whole.
const maxRecordCharacters = 1_000_000;
const guessedSeparators = [',', ';', '\t', '|', '\u001e', '\u001f'];

/** ERROR_IMPORT_TOO_LARGE naming the limit. */
export function importTooLarge(maxBytes: number): DomainError {
  // Whole MB as configured; a limit under 1 MB (a test's) in KB rather than "0 MB".
  const size = maxBytes >= 1024 ** 2 ? `${Math.floor(maxBytes / 1024 ** 2)} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return new DomainError('ERROR_IMPORT_TOO_LARGE', `The file is larger than ${size}, the most this server imports.`);
}

/** A decoder for an encoding label, or a validation error naming the query parameter. */
export function decoderFor(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding);
  } catch {
    throw new DomainError('ERROR_IMPORT_BROKEN_FILE', `The encoding "${encoding}" is not one this server reads.`);
  }
}

// csv-parse's own parser, which its stream (and its sync API) drive: parse() takes the next bytes and
// hands each record it completes to `push`, synchronously. The stream instance exposes it as `api`.
interface CsvParserApi {
  parse(next: Buffer | undefined, end: boolean, push: (output: { record: string[]; info: Info }) => void, close: () => void): Error | undefined;
}

/**
 * The records of a CSV file arriving as a stream of bytes, parsed as they arrive (csv-parse), so
 * that memory holds one chunk and one batch whatever the file's size. A byte order mark is
 * dropped, blank lines (and lines of empty cells) are skipped, rows may be ragged, and a record the parser cannot read is
 * passed to `onSkipped` with its line while the rest of the file goes on. The records come a
 * chunk's worth at a time (never an empty list): csv-parse's parser is fed each chunk directly
 * rather than through its stream, whose promise per record cost as much as the parsing itself.
 */
export async function* csvRecords(body: AsyncIterable<Buffer>, reading: CsvReading, onSkipped: (skipped: SkippedRecord) => void): AsyncGenerator<CsvRecord[]> {
  const texts = decodedTexts(body, decoderFor(reading.encoding), reading.maxBytes);
  const first = await texts.next();
  if (first.done) return;
  const delimiter = reading.separator === 'auto' ? guessSeparator(first.value) : reading.separator;
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: maxRecordCharacters,
  });
  // Records and unreadable lines in file order, as the parser meets them in a chunk.
  let parsedLines: (CsvRecord | SkippedRecord)[] = [];
  parser.on('skip', (error: CsvError & { lines?: number }) => parsedLines.push({ line: error.lines ?? 0, error: skippedReason(error) }));
  const api = (parser as unknown as { api: CsvParserApi }).api;
  const push = ({ record, info }: { record: string[]; info: Info }) => {
    // A line of only separators and spaces (or a stray \r) is as blank as an empty one.
    if (!record.every((cell) => cell.trim() === '')) parsedLines.push({ line: info.lines, cells: record });
  };
  // The records of the next bytes, as runs between unreadable lines, each passed to `onSkipped`
  // only once the records before it have been taken, so the report keeps the file's order.
  async function* parsed(next: Buffer | undefined, end: boolean): AsyncGenerator<CsvRecord[]> {
    const error = api.parse(next, end, push, () => undefined);
    if (error) throw error;
    const lines = parsedLines;
    parsedLines = [];
    let run: CsvRecord[] = [];
    for (const line of lines) {
      if ('cells' in line) {
        run.push(line);
        continue;
      }
      if (run.length > 0) yield run;
      run = [];
      onSkipped(line);
    }
    if (run.length > 0) yield run;
  }
  for (let text: IteratorResult<string> = first; !text.done; text = await texts.next()) {
    yield* parsed(Buffer.from(text.value), false);
  }
  yield* parsed(undefined, true);
}

// The file's bytes as text, chunk by chunk; a character split across chunks is kept whole.
async function* decodedTexts(body: AsyncIterable<Buffer>, decoder: TextDecoder, maxBytes: number): AsyncGenerator<string> {
  let bytes = 0;
  for await (const chunk of uploaded(body)) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw importTooLarge(maxBytes);
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

// A connection the client closed mid-file is a cut-short upload, not a network fault of the database's.
async function* uploaded(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch {
    throw new DomainError('ERROR_IMPORT_BROKEN_FILE', 'The upload ended before the end of the file.');
  }
}

// The separator that splits the first lines into the same, largest number of cells (quotes aside).
function guessSeparator(start: string): string {
  const lines = start.split(/\r?\n/).slice(0, 10).filter((line) => line !== '');
  let best = ',';
  let bestCells = 1;
  for (const separator of guessedSeparators) {
    const counts = lines.map((line) => line.split(separator).length);
    const consistent = counts.length > 0 && counts.every((count) => count === counts[0]);
    if (consistent && counts[0]! > bestCells) [best, bestCells] = [separator, counts[0]!];
  }
  return best;
}

function skippedReason(error: CsvError): string {
  if (error.code === 'CSV_MAX_RECORD_SIZE') return 'A cell is longer than 1,000,000 characters (a quote that never closes?).';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'A quote opened on this line never closes.';
  return error.message;
}
