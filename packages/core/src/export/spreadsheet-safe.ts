/**
 * The spreadsheet-safe cell rule (OWASP's CSV injection advice): a text cell or header starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to Excel, LibreOffice and Google
 * Sheets, so an exported file prefixes it with `'`, which they show as text and do not evaluate.
 * A real number, negative ones included, stays a number. CSV and XLSX output both use it.
 */

const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

// A plain decimal (what a number cell's text is): "-12", "3.50". Not "-1+2", not "1e3".
const plainNumber = /^-?\d+(\.\d+)?$/;

/** Whether a cell's text is a plain decimal number, which spreadsheets may read as a number. */
export function isPlainNumberText(text: string): boolean {
  return plainNumber.test(text);
}

/** A cell's or header's text made safe to open in a spreadsheet: prefixed with `'` where it would start a formula. */
export function spreadsheetSafeText(text: string): string {
  if (text === '' || !formulaStarts.has(text[0]!)) return text;
  // "-5" is a number, not a formula: a number cell keeps its text.
  return isPlainNumberText(text) ? text : `'${text}`;
}
