import { tableLimits } from '../database/schemas.js';

/**
 * Bounds of reading an XLSX workbook, checked on the sizes its zip declares before anything is
 * inflated, and again while inflating, so a zip bomb (a few KB that inflate to GBs) is refused
 * instead of freezing the tab.
 */
export const xlsxLimits = {
  /** The most the parts read for one sheet (workbook, styles, shared strings, the sheet) may inflate to. */
  maxInflatedBytes: 200 * 1024 * 1024,
  /** The most cells with a value a sheet may have: the create table request's rows × 20 columns, more than its 25 MB body can carry anyway. */
  maxCells: tableLimits.importMaxRows * 20,
} as const;

/** The XLSX importer's messages. */
export const xlsxMessages = {
  notWorkbook: 'This file is not an Excel workbook (.xlsx). An .xls file from older Excel versions has to be saved as .xlsx first.',
  fileTooLarge: 'The maximum file size is 15MB. Save a larger sheet as CSV to import it: a CSV file may be larger.',
  tooLargeInflated: 'This workbook unpacks to more than 200 MB, too large to read here. Save the sheet as CSV to import it.',
  tooManyCells: `This sheet has more than ${xlsxLimits.maxCells.toLocaleString('en')} cells, too many to import.`,
  noSheets: 'This workbook has no sheets.',
  emptySheet: 'This sheet is empty.',
  damaged: (details: string) => `Error occurred while reading the workbook: ${details}`,
} as const;

// Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30, with the East Asian ones).
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/**
 * True when a number format shows its number as a date or time: a built-in date format, or a
 * custom code with day, month, year, hour or second parts outside quoted text and brackets
 * (`[Red]`, `[$-409]`). Excel stores dates as numbers; only the format says they are dates.
 */
export function isDateNumberFormat(numFmtId: number, formatCode: string | undefined): boolean {
  if (builtInDateFormats.has(numFmtId)) return true;
  if (formatCode === undefined) return false;
  const bare = formatCode.replace(/"[^"]*"|\[[^\]]*\]|\\.|_.|\*./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/**
 * The text an Excel date serial becomes: `YYYY-MM-DD` for a whole day, with ` HH:MM` (and `:SS`
 * when it has seconds) when it has a time of day, `HH:MM` alone for a time without a date.
 * Serials count days from 1899-12-30 (so Excel's phantom 1900-02-29 lines up), or from
 * 1904-01-01 in a workbook using the 1904 date system.
 */
export function excelSerialToText(serial: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const seconds = Math.round(serial * 86_400);
  const date = new Date(epoch + seconds * 1000);
  if (Number.isNaN(date.getTime())) return String(serial);
  const iso = date.toISOString();
  const time = seconds % 60 === 0 ? iso.slice(11, 16) : iso.slice(11, 19);
  if (serial >= 0 && serial < 1 && !date1904) return time;
  return seconds % 86_400 === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** The zero-based column of a cell reference (`C7` → 2), or null when it names none. */
export function columnOfCellReference(reference: string): number | null {
  const letters = /^\$?([A-Z]{1,3})\$?\d*$/i.exec(reference)?.[1];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/**
 * The text of an XML text node as a workbook part stores it: entity and character references
 * decoded, then Excel's own `_xHHHH_` escapes (a control character, or `_x005F_` for `_`).
 */
export function decodeSpreadsheetText(raw: string): string {
  // Most texts have nothing to decode; a sheet has millions of them.
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  const decoded = raw.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return codePointText(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return codePointText(parseInt(lower.slice(1), 10), whole);
    return entities[lower] ?? whole;
  });
  return decoded.includes('_x') ? decoded.replace(/_x([0-9A-F]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : decoded;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function codePointText(codePoint: number, fallback: string): string {
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : fallback;
}
