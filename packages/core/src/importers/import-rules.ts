import { importBodyLimit, tableLimits } from '../database/schemas.js';
import { unstorableTextError } from '../validation/unstorable-text.js';
import { utf8Length } from './utf8-length.js';

/** The importers 'Create table' offers besides an empty table (spec §3). */
export const importerTypes = ['csv', 'paste', 'xml', 'json', 'xlsx'] as const;
/** The name of one importer. */
export type ImporterType = (typeof importerTypes)[number];

/** Limits of importing a file in the browser (spec §9). */
export const importLimits = {
  /** The largest file the in-browser importers read: 15 MB. */
  maxFileBytes: 15 * 1024 * 1024,
  /** Rows the quick preview shows below its header: enough to judge the types guessed from them (issue 38; the reference shows 3). */
  previewRows: 10,
} as const;

/** The importers' messages, worded as spec §5 words them. */
export const importMessages = {
  fileTooLarge: 'The maximum file size is 15MB.',
  emptyCsv: 'This CSV file is empty.',
  emptyXml: 'This XML file is empty.',
  xmlError: (details: string) => `Error occured while processing XML: ${details}`,
  tooManyRows: (limit: number) => `It is not possible to import more than ${limit} rows.`,
  tooManyColumns: (limit: number) => `It is not possible to import more than ${limit} columns.`,
  tooLargeToSend: 'This data is too large to import at once; split it into smaller files.',
} as const;

/**
 * Why imported data may not become a table, or null when it may: the checks the create table
 * request would fail, made before it is sent. Rows count the header row too, as the server's
 * INITIAL_TABLE_DATA_LIMIT check does; `rowLimit` defaults to what the create table schema
 * takes, and a server may be configured to take fewer.
 */
export function importDataProblem(data: readonly (readonly string[])[], rowLimit: number = tableLimits.importMaxRows): string | null {
  if (exceedsRowLimit(data, rowLimit)) return importMessages.tooManyRows(rowLimit);
  if (data.some((row) => row.length > tableLimits.importMaxColumns)) return importMessages.tooManyColumns(tableLimits.importMaxColumns);
  for (const [rowIndex, row] of data.entries()) {
    for (const [columnIndex, cell] of row.entries()) {
      const unstorable = unstorableTextError(cell);
      if (unstorable) return `Row ${rowIndex + 1}, column ${columnIndex + 1}: ${unstorable.error}`;
    }
  }
  // A 15 MB file of short cells grows in JSON (quotes and commas per cell) past what the request may carry.
  if (utf8Length(JSON.stringify(data)) > importBodyLimit - 64 * 1024) return importMessages.tooLargeToSend;
  return null;
}

/** True when data has more rows, header included, than `limit` allows (contract §8). */
export function exceedsRowLimit(data: readonly unknown[], limit: number | undefined): boolean {
  return limit !== undefined && data.length > limit;
}
