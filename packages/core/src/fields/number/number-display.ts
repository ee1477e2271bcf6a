import { parseDecimalText, type DecimalParts } from './decimal-text.js';
import { numberSeparators, type NumberOptions } from './number-options.js';

// Moves the point by `places` (2 for ×100, -2 for ÷100) on the digits, so nothing passes through a float.
function shiftPoint(parts: DecimalParts, places: number): DecimalParts {
  const digits = parts.whole + parts.fraction;
  const point = parts.whole.length + places;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return { negative: parts.negative, whole: padded.slice(0, at).replace(/^0+/, ''), fraction: padded.slice(at) };
}

const withThousands = (whole: string, separator: string) => (separator === '' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator));

/**
 * A number cell as people see and copy it: the sign, then the prefix, the digits with the chosen
 * separators, the suffix — as the reference writes it ("-$1,234.50") — and for a percent field
 * the value ×100 with "%" ("0.25" → "25%"). The API keeps the plain decimal text.
 */
export function formatNumber(value: string | null, options: NumberOptions): string {
  if (value === null || value === undefined) return '';
  let parts = parseDecimalText(value);
  if (!parts) return value;
  if (options.number_percent) parts = shiftPoint(parts, 2);
  const { thousands, decimal } = numberSeparators[options.number_separator];
  const whole = withThousands(parts.whole === '' ? '0' : parts.whole, thousands);
  const isZero = /^[0.]*$/.test(parts.whole + parts.fraction);
  const fraction = parts.fraction === '' ? '' : `${decimal}${parts.fraction}`;
  const number = `${whole}${fraction}${options.number_percent ? '%' : ''}`;
  return `${parts.negative && !isZero ? '-' : ''}${options.number_prefix}${number}${options.number_suffix}`.trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Plain decimal text from what a person typed or pasted in the field's display form: prefix,
 * suffix, "%" and thousands separators dropped, the decimal separator made a point, and a percent
 * field's number ÷100. Null when what remains is no number.
 */
export function unformatNumber(text: string, options: NumberOptions): string | null {
  const { thousands, decimal } = numberSeparators[options.number_separator];
  let rest = text.trim();
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1).trim();
  if (options.number_prefix !== '') rest = rest.replace(new RegExp(`^${escapeRegExp(options.number_prefix.trim())}`), '');
  if (options.number_suffix !== '') rest = rest.replace(new RegExp(`${escapeRegExp(options.number_suffix.trim())}$`), '');
  if (options.number_percent) rest = rest.trim().replace(/%$/, '');
  if (thousands !== '') rest = rest.split(thousands).join('');
  if (decimal !== '.') rest = rest.replace(decimal, '.');
  const parts = parseDecimalText(`${negative ? '-' : ''}${rest.trim()}`);
  if (!parts) return null;
  const value = options.number_percent ? shiftPoint(parts, -2) : parts;
  return `${value.negative ? '-' : ''}${value.whole === '' ? '0' : value.whole}${value.fraction === '' ? '' : `.${value.fraction}`}`;
}
