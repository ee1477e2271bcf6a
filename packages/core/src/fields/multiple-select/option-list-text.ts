/**
 * How a list of option values reads as one text and back: comma separated, a value holding a comma
 * or a quote in double quotes (quotes doubled, or escaped with a backslash as the reference's CSV
 * reader also takes). Copying a cell, converting to text and pasting share it, so a copied cell
 * pastes back whole.
 */

/** The values joined with ", ", quoted where a value holds a comma or a quote. */
export function joinOptionValues(values: readonly string[]): string {
  return values.map((value) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)).join(', ');
}

/** The pieces of a comma-separated text, each trimmed; empty pieces left out. */
export function splitOptionValues(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '\\' && text[index + 1] === '"') {
      piece += '"';
      index += 1;
    } else if (char === '"' && quoted && text[index + 1] === '"') {
      piece += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      pieces.push(piece);
      piece = '';
    } else {
      piece += char;
    }
  }
  pieces.push(piece);
  return pieces.map((value) => value.trim()).filter((value) => value !== '');
}
