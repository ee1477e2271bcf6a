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

/**
 * Reads CSV bytes into rows of cell texts with papaparse. Blank lines are skipped; a quote that
 * never closes is an error rather than a cell that silently swallows the rest of the file.
 */
export function parseCsv(bytes: ArrayBuffer, { separator, encoding }: CsvReading): ReadOutcome {
  const text = decodeBytes(bytes, encoding);
  if (text.trim() === '') return { error: importMessages.emptyCsv };
  const result = Papa.parse<string[]>(text, { delimiter: separator === 'auto' ? '' : separator, skipEmptyLines: true });
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken) return { error: `${broken.message} (row ${(broken.row ?? 0) + 1}).` };
  if (result.data.length === 0) return { error: importMessages.emptyCsv };
  return { data: result.data };
}
