import { parseDecimalText, roundDecimal } from './decimal-text.js';
import { formatNumber, unformatNumber } from './number-display.js';
import { decimalPlacesOf, numberSeparators, type NumberOptions } from './number-options.js';

/**
 * The person's locale (a BCP 47 tag such as "de-DE", the browser's `navigator.language`), added to a
 * field's options when text is typed or pasted: it is never stored, and the API never reads it.
 */
export interface TypingLocale {
  typing_locale?: string;
}

const commaLocales = new Map<string, boolean>();

/** Whether a locale writes decimals with a comma (de, fr, nl, pt-BR…: "12,5"); false for one Intl does not know. */
export function localeUsesDecimalComma(locale: string | undefined): boolean {
  if (!locale) return false;
  let uses = commaLocales.get(locale);
  if (uses === undefined) {
    try {
      uses = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',';
    } catch {
      uses = false;
    }
    commaLocales.set(locale, uses);
  }
  return uses;
}

/**
 * Text with a decimal comma read as a decimal point, when the field writes decimals with a point, does not use
 * the comma for thousands, and the person's locale writes decimals with a comma ("12,50" → "12.50" for "de-DE").
 * Only a lone comma between digits: "1,234.5" or "1,2,3" stay as typed.
 */
export function withLocaleDecimal(text: string, options: NumberOptions & TypingLocale): string {
  const { thousands, decimal } = numberSeparators[options.number_separator];
  if (decimal !== '.' || thousands === ',' || !localeUsesDecimalComma(options.typing_locale)) return text;
  return /^[^,.]*\d,\d*[^,.]*$/.test(text) ? text.replace(',', '.') : text;
}

/** An example of what a field takes, in its own form: "1234.50", "1.234,50 €", "25%". */
function example(options: NumberOptions): string {
  const places = decimalPlacesOf(options);
  // Digits cut to the places, not rounded: 1234.5 shows as "1234" in a field of whole numbers.
  const parts = options.number_percent ? { whole: '', fraction: '25' } : { whole: '1234', fraction: '5' };
  return formatNumber(roundDecimal({ negative: false, whole: parts.whole, fraction: parts.fraction.padEnd(places, '0').slice(0, places) }, places), options);
}

/**
 * What a person is told when typed text is no number in the field's form: what it takes, with an example, and
 * which mark separates decimals when the text used the other one ("12,50" in a field written "12.50").
 */
export function expectedNumberMessage(text: string, options: NumberOptions & TypingLocale): string {
  const { decimal } = numberSeparators[options.number_separator];
  const other = decimal === '.' ? ',' : '.';
  if (decimalPlacesOf(options) > 0 && /\d[.,]\d/.test(text) && text.includes(other) && !text.includes(decimal)) {
    return `Use “${decimal}” for decimals, such as ${example(options)}`;
  }
  return `Enter a number such as ${example(options)}`;
}

/**
 * The value typed text is rounded to, when it has more decimals than the field keeps ("24.567" → "24.57" in a
 * 2-decimal field), in the field's form; null when nothing is lost or the text is no number. The grid rounds as
 * the reference's web client does, and says so while the person types; the API refuses such a value instead
 * (`max_decimal_places`).
 */
export function roundedTypedNumber(text: string, options: NumberOptions & TypingLocale): string | null {
  const plain = unformatNumber(withLocaleDecimal(text, options), options);
  const parts = plain === null ? null : parseDecimalText(plain);
  const places = decimalPlacesOf(options);
  if (!parts || parts.fraction.replace(/0+$/, '').length <= places) return null;
  return formatNumber(roundDecimal(parts, places), options);
}
