import { importMessages } from '@cellar/core';
import Papa from 'papaparse';
import type { ReadOutcome } from '../importer';
import { decodeBytes } from '../shared/read-file';
import type { CsvEncoding, CsvSeparator } from './csv-options';

/** How to read a CSV file: its separator (or 'auto') and its encoding. */
export interface CsvReading {
  separator: CsvSeparator;
  encoding: CsvEncoding;
}

/** Said when a large file's sample holds no whole line to preview. */
export const noWholeLineInSample = 'The first line of this file is longer than 1 MB, too long to preview.';

/**
 * Reads CSV bytes into rows of cell texts with papaparse. Blank lines are skipped; a quote that
 * never closes is an error rather than a cell that silently swallows the rest of the file.
 * `sampled` bytes are a large file's start: its last row is likely cut short, so it is dropped,
 * and a quote still open there is only a cut, not a broken file.
 */
export function parseCsv(bytes: ArrayBuffer, { separator, encoding }: CsvReading, { sampled = false } = {}): ReadOutcome {
  const text = decodeBytes(bytes, encoding);
  if (text.trim() === '') return { error: importMessages.emptyCsv };
  const result = Papa.parse<string[]>(text, { delimiter: separator === 'auto' ? '' : separator, skipEmptyLines: true });
  const rows = sampled ? result.data.slice(0, -1) : result.data;
  const broken = result.errors.find((error) => error.type === 'Quotes' && (error.row ?? 0) < rows.length);
  if (broken) return { error: `${broken.message} (row ${(broken.row ?? 0) + 1}).` };
  if (rows.length === 0) return { error: sampled ? noWholeLineInSample : importMessages.emptyCsv };
  return { data: rows, separator: result.meta.delimiter };
}
