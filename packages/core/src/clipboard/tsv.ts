/**
 * Tab-separated text as spreadsheets put it on the clipboard: cells split by tabs, rows by
 * newlines, and a cell holding a tab, newline or quote wrapped in quotes with quotes doubled.
 * Excel, Google Sheets and Numbers all read and write this shape, so the grid does too.
 */

const needsQuotes = /[\t\n\r"]/;

/** Writes rows of cell texts as TSV; cells with tabs, newlines or quotes are quoted. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(quoteCell).join('\t')).join('\n');
}

function quoteCell(text: string): string {
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Reads TSV into rows of cell texts. A trailing line break (Excel adds one) makes no extra row;
 * a quote that does not close a cell cleanly is kept literally, as spreadsheets do.
 */
export function parseTsv(text: string): string[][] {
  const input = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const rows: string[][] = [];
  let cells: string[] = [];
  let position = 0;
  while (position <= input.length) {
    const { value, end } = readCell(input, position);
    cells.push(value);
    const separator = input[end];
    position = end + 1;
    if (separator !== '\t') {
      rows.push(cells);
      cells = [];
      if (separator === undefined) break;
    }
  }
  return rows;
}

// Returns the cell starting at `start` and the index of the tab, newline or end that closes it.
function readCell(input: string, start: number): { value: string; end: number } {
  if (input[start] === '"') {
    const quoted = readQuoted(input, start);
    if (quoted) return quoted;
  }
  let end = start;
  while (end < input.length && input[end] !== '\t' && input[end] !== '\n') end += 1;
  return { value: input.slice(start, end), end };
}

// Jumps from quote to quote and cuts the value out once at the end: building it a character at a
// time costs a string per character, which a long unclosed quote turns into garbage-collector time.
function readQuoted(input: string, start: number): { value: string; end: number } | null {
  let index = start + 1;
  for (;;) {
    const quote = input.indexOf('"', index);
    if (quote === -1) return null;
    const after = input[quote + 1];
    if (after === '"') {
      index = quote + 2;
      continue;
    }
    if (after !== undefined && after !== '\t' && after !== '\n') return null;
    return { value: input.slice(start + 1, quote).replaceAll('""', '"'), end: quote + 1 };
  }
}

/** True when pasted text holds more than one cell, i.e. it should fill a range rather than one cell. */
export function isMultiCellText(text: string): boolean {
  const rows = parseTsv(text);
  return rows.length > 1 || (rows[0]?.length ?? 0) > 1;
}
