/**
 * Text as SQL counts it: by character (code point), so `length('😀')` is 1 and `left` never splits
 * an emoji. Case changes map each character to one character, as PostgreSQL's `upper`/`lower` do;
 * where Unicode would make two ('ß' → 'SS'), the character stays.
 */
export function characters(text: string): string[] {
  return Array.from(text);
}

/** Each character of a text through a case change that keeps it one character. */
export function mapCase(text: string, change: (char: string) => string): string {
  return characters(text)
    .map((char) => {
      const changed = change(char);
      return characters(changed).length === 1 ? changed : char;
    })
    .join('');
}

/** The white space `trim` removes, as `btrim(x, E' \t\n\r\f\v')` does in SQL. */
export const trimmedSpace = ' \t\n\r\f\v';
