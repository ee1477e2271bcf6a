import { importedColumnTypes, importMessages, tableLimits, type CsvImportResult, type ImportedColumnType } from '@cellar/core';
import type { UploadProgress } from '../../../../api/sendFile';

/**
 * The types a streamed import's columns may be given. Not the selects: their options would come
 * from the sample alone, and every value past it would be emptied by the conversion.
 */
export const streamedColumnTypes: readonly ImportedColumnType[] = importedColumnTypes.map(({ type }) => type).filter((type) => type !== 'single_select' && type !== 'multiple_select');

/** What a streamed import is doing: sending the file, or giving columns their types once the table exists. */
export type StreamedImportStage = ({ stage: 'sending' } & UploadProgress) | { stage: 'converting' };

const megabyte = 1024 * 1024;
const count = (value: number) => value.toLocaleString('en-US');

/** The note under a large file's name. */
export function largeFileNote(size: number): string {
  return `Large file (${count(Math.max(1, Math.round(size / megabyte)))} MB): it is imported on the server as it is read.`;
}

/** Why a large file's sample may not be imported, or null: only the column limit, as the server checks the rest line by line. */
export function sampleProblem(sample: readonly (readonly string[])[]): string | null {
  return sample.some((row) => row.length > tableLimits.importMaxColumns) ? importMessages.tooManyColumns(tableLimits.importMaxColumns) : null;
}

/** The rows a file likely holds, header left out: the sample's rows per byte times the file's size. */
export function estimateRows({ sampleRows, sampleBytes, fileBytes, firstRowHeader }: { sampleRows: number; sampleBytes: number; fileBytes: number; firstRowHeader: boolean }): number {
  if (sampleBytes === 0) return 0;
  return Math.max(0, Math.round((sampleRows / sampleBytes) * fileBytes) - (firstRowHeader ? 1 : 0));
}

/** How far a streamed import has got, in words: the share sent and the rows it likely made so far. */
export function stageWords(stage: StreamedImportStage, estimatedRows: number): string {
  if (stage.stage === 'converting') return 'Giving the columns their types…';
  // The server reads as the bytes arrive, so once all are sent only the last rows remain to be saved.
  if (stage.total > 0 && stage.sent >= stage.total) return 'All sent: the server is saving the last rows…';
  const share = sentShare(stage);
  return `${Math.floor(share * 100)}% sent. About ${count(roughly(share * estimatedRows))} of ${count(roughly(estimatedRows))} rows.`;
}

/** The share of the file sent, 0 to 1. */
export function sentShare(progress: UploadProgress): number {
  return progress.total > 0 ? Math.min(1, progress.sent / progress.total) : 0;
}

/** The report's first sentence, e.g. 'Imported 1,234,567 rows. 3 rows could not be imported:' */
export function reportSummary({ imported_rows, rejected_rows }: CsvImportResult): string {
  const rows = (value: number) => `${count(value)} ${value === 1 ? 'row' : 'rows'}`;
  return `Imported ${rows(imported_rows)}. ${rows(rejected_rows)} could not be imported:`;
}

/** The rejected lines the report leaves out, as 'and N more', or null when it lists them all. */
export function unlistedRejections({ rejected_rows, report }: CsvImportResult): string | null {
  const unlisted = rejected_rows - report.length;
  return unlisted > 0 ? `and ${count(unlisted)} more` : null;
}

// Rounded to two significant digits: an estimate from a sample is no more precise than that.
function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}
