import { importedColumnCount, importedFieldNames, importLimits, padImportedRow } from '@cellar/core';

/** What the quick preview shows: column names and the first rows. */
export interface ImportPreviewContent {
  columns: string[];
  rows: string[][];
}

/**
 * The quick preview of spec §9: the header and 10 rows (issue 38; the spec's 3), or 10 rows under 'Column N'
 * when the first row is not a header. Header names follow the rule the server names fields by.
 */
export function previewOf(data: readonly (readonly string[])[], firstRowHeader: boolean): ImportPreviewContent {
  const width = importedColumnCount(data);
  const columns = firstRowHeader ? importedFieldNames(data, true, width) : Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
  const start = firstRowHeader ? 1 : 0;
  return { columns, rows: data.slice(start, start + importLimits.previewRows).map((row) => padImportedRow(row, width)) };
}
