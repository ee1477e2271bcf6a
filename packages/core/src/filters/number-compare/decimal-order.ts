import { parseDecimalText, type DecimalParts } from '../../fields/number/decimal-text.js';

// Trailing zeros of the fraction say nothing about a decimal's size: 1.50 = 1.5.
function magnitude(parts: DecimalParts): { whole: string; fraction: string; sign: -1 | 0 | 1 } {
  const fraction = parts.fraction.replace(/0+$/, '');
  const isZero = parts.whole === '' && fraction === '';
  return { whole: parts.whole, fraction, sign: isZero ? 0 : parts.negative ? -1 : 1 };
}

// Whole parts carry no leading zeros, so the longer is the larger and equal lengths compare as text;
// fractions carry no trailing zeros (magnitude), so they compare as text too: "5" > "49" as 0.5 > 0.49.
function compareMagnitudes(a: { whole: string; fraction: string }, b: { whole: string; fraction: string }): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  if (a.fraction !== b.fraction) return a.fraction < b.fraction ? -1 : 1;
  return 0;
}

/** Orders two decimals by value, digit by digit, so 50-digit numbers never pass through a float: -1, 0 or 1. */
export function compareDecimals(a: DecimalParts, b: DecimalParts): number {
  const [left, right] = [magnitude(a), magnitude(b)];
  if (left.sign !== right.sign) return left.sign < right.sign ? -1 : 1;
  // Equal negatives give 0, not -0: a caller may compare the answer with Object.is or use it as a key.
  const order = compareMagnitudes(left, right);
  return order === 0 ? 0 : left.sign * order;
}

/** A filter's number as plain decimal text SQL casts exactly (`-12.5`, `0.25`), or null when the text is no number. */
export function filterDecimal(text: string): string | null {
  const parts = parseDecimalText(text);
  if (!parts) return null;
  const { whole, fraction, sign } = magnitude(parts);
  return `${sign < 0 ? '-' : ''}${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** How a number cell (its API text) compares with a filter's decimal; null for an empty cell. */
export function compareCell(cell: unknown, value: string): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const [left, right] = [parseDecimalText(String(cell)), parseDecimalText(value)];
  return left && right ? compareDecimals(left, right) : null;
}
