/**
 * How a matrix of imported cells becomes a table (contract §8): as many text fields as the
 * longest row has cells, named from the header row when there is one, and every row padded to
 * that width. The server builds the table with it and the browser previews with it.
 */

/** The fields and rows a matrix of imported cells makes. */
export interface ImportedTable {
  fieldNames: string[];
  rows: string[][];
}

/** The number of fields imported data makes: the length of its longest row. */
export function importedColumnCount(data: readonly (readonly string[])[]): number {
  // A loop, not Math.max(...): spreading a quarter of a million rows overflows the call stack.
  return data.reduce((widest, row) => Math.max(widest, row.length), 0);
}

/**
 * The field names: the header's cells, which may be empty or repeat (contract §8), and
 * `Field N` (1-based) for columns the header does not reach or when there is no header.
 */
export function importedFieldNames(data: readonly (readonly string[])[], firstRowHeader: boolean, width = importedColumnCount(data)): string[] {
  const header = firstRowHeader ? (data[0] ?? []) : [];
  return Array.from({ length: width }, (_, index) => header[index] ?? `Field ${index + 1}`);
}

/** A row cut or padded with empty strings to `width` cells. */
export function padImportedRow(row: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, index) => row[index] ?? '');
}

/** The whole table imported data makes; the header row, when there is one, is not a row. */
export function shapeImportedTable(data: readonly (readonly string[])[], firstRowHeader: boolean): ImportedTable {
  const width = importedColumnCount(data);
  const body = firstRowHeader ? data.slice(1) : data;
  return { fieldNames: importedFieldNames(data, firstRowHeader, width), rows: body.map((row) => padImportedRow(row, width)) };
}
