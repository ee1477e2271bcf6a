import { columnOfCellReference, decodeSpreadsheetText, excelSerialToText, importMessages, tableLimits, xlsxLimits, xlsxMessages } from '@cellar/core';
import { stringItemText } from './workbook-parts';

/** What a sheet's cells need from the rest of the workbook to become text. */
export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

const rowPattern = /<(?:[\w.-]+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
const cellPattern = /<(?:[\w.-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?c>)/g;
const valuePattern = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?v>/;
const inlinePattern = /<(?:[\w.-]+:)?is\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?is>/;

/**
 * Reads a worksheet's XML into rows of cell texts. A formula cell gives the value Excel saved
 * with it (formulas are never evaluated); shared and inline strings their text, rich runs
 * joined; a number in a date format a date; a boolean `true`/`false`. Rows without a value are
 * left out, as the CSV importer skips blank lines, and so are columns without one.
 * Scanning stops with a message at a table's rows or columns, or at `xlsxLimits.maxCells`.
 */
export function sheetRows(sheetXml: string, context: SheetContext): { data: string[][] } | { error: string } {
  const rows: string[][] = [];
  const usedColumns = new Set<number>();
  let cells = 0;
  for (const rowMatch of sheetXml.matchAll(rowPattern)) {
    const row: string[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[1] ?? '').matchAll(cellPattern)) {
      const attributes = cellAttributes(cellMatch[1] ?? '');
      const column = columnOfCellReference(attributes.r) ?? next;
      next = column + 1;
      const text = cellText(cellMatch[2] ?? '', attributes, context);
      if (text === '') continue;
      if (column >= tableLimits.importMaxColumns) return { error: importMessages.tooManyColumns(tableLimits.importMaxColumns) };
      if (++cells > xlsxLimits.maxCells) return { error: xlsxMessages.tooManyCells };
      row[column] = text;
      usedColumns.add(column);
    }
    if (row.length === 0) continue;
    // The header counts as a row, as the create table request counts it.
    if (rows.length >= tableLimits.importMaxRows) return { error: importMessages.tooManyRows(tableLimits.importMaxRows) };
    rows.push(row);
  }
  if (rows.length === 0) return { error: xlsxMessages.emptySheet };
  const columns = [...usedColumns].sort((a, b) => a - b);
  return { data: rows.map((row) => columns.map((column) => row[column] ?? '')) };
}

// A cell's reference, type and style: read with three small patterns, as a sheet has millions of cells and these values need no decoding.
function cellAttributes(tag: string): { r: string; t: string; s: number } {
  return {
    r: /\br\s*=\s*["']([^"']*)/.exec(tag)?.[1] ?? '',
    t: /\bt\s*=\s*["']([^"']*)/.exec(tag)?.[1] ?? 'n',
    s: Number(/\bs\s*=\s*["']([^"']*)/.exec(tag)?.[1] ?? 0),
  };
}

function cellText(inner: string, attributes: { t: string; s: number }, context: SheetContext): string {
  const type = attributes.t;
  if (type === 'inlineStr') return stringItemText(inlinePattern.exec(inner)?.[1] ?? '');
  const raw = valuePattern.exec(inner)?.[1];
  if (raw === undefined) return '';
  const value = decodeSpreadsheetText(raw);
  switch (type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'b':
      return value.trim() === '1' ? 'true' : 'false';
    case 'n':
      return numberText(value, attributes.s, context);
    case 'd':
      return value.endsWith('T00:00:00') || value.endsWith('T00:00:00Z') ? value.slice(0, 10) : value;
    default:
      // `str` (a formula's text result) and `e` (an error such as #DIV/0!) are text as they are.
      return value;
  }
}

function numberText(value: string, style: number, context: SheetContext): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  if (context.dateStyles.has(style)) return excelSerialToText(number, context.date1904);
  // Excel may save 17 significant digits (3.14 as 3.1400000000000001); the shortest form that reads back the same is what Excel shows.
  return String(number);
}
