import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { parseDecimalText, roundDecimal } from './decimal-text.js';
import { numberApiDoc } from './number-api-doc.js';
import { formatNumber, unformatNumber } from './number-display.js';
import { maxWholeDigits, numberOptions, decimalPlacesOf, type NumberOptions } from './number-options.js';
import { expectedNumberMessage, withLocaleDecimal, type TypingLocale } from './number-typing.js';
export { maxWholeDigits, numberOptions, numberSeparators, decimalPlacesOf, type NumberOptions, type NumberSeparator } from './number-options.js';
export { formatNumber, unformatNumber } from './number-display.js';
export { expectedNumberMessage, localeUsesDecimalComma, roundedTypedNumber, withLocaleDecimal, type TypingLocale } from './number-typing.js';

function parseApiNumber(input: unknown, options: NumberOptions): CellParseResult<string | null> {
  if (input === null || input === undefined || input === '') return { ok: true, value: null };
  if (typeof input !== 'number' && typeof input !== 'string') return cellError('A valid number is required.');
  const parts = parseDecimalText(String(input));
  if (!parts) return cellError('A valid number is required.');
  const places = decimalPlacesOf(options);
  if (parts.whole.length + parts.fraction.length > maxWholeDigits + places) {
    return cellError(`Ensure that there are no more than ${maxWholeDigits + places} digits in total.`, 'max_digits');
  }
  if (parts.fraction.length > places) {
    return cellError(`Ensure that there are no more than ${places} decimal places.`, 'max_decimal_places');
  }
  if (parts.whole.length > maxWholeDigits) {
    return cellError(`Ensure that there are no more than ${maxWholeDigits} digits before the decimal point.`, 'max_whole_digits');
  }
  const value = roundDecimal(parts, places);
  if (!options.number_negative && value.startsWith('-')) return cellError('Ensure this value is greater than or equal to 0.', 'min_value');
  return { ok: true, value };
}

// Typed and pasted numbers are read in the field's display form (prefix, separators, percent), with
// the person's decimal comma where their locale uses one, rounded to the field's places and clamped at 0
// when negatives are off.
function fromText(text: string, options: NumberOptions & TypingLocale): string | null {
  const plain = unformatNumber(withLocaleDecimal(text, options), options);
  const parts = plain === null ? null : parseDecimalText(plain);
  if (!parts || parts.whole.length > maxWholeDigits) return null;
  const value = roundDecimal(parts, decimalPlacesOf(options));
  if (!options.number_negative && value.startsWith('-')) return roundDecimal({ negative: false, whole: '', fraction: '' }, decimalPlacesOf(options));
  return value;
}

/** A fixed-point number, returned as a string with exactly its decimals ("10.20"). */
export const numberField = defineFieldType<NumberOptions, string | null>({
  type: 'number',
  label: 'Number',
  canBePrimary: true,
  canSort: true,
  optionsSchema: numberOptions,
  parseApiValue: parseApiNumber,
  defaultValue: () => null,
  // Searched and filtered by the plain number, as the server's SQL reads it; shown and copied formatted.
  toText: (value) => value ?? '',
  toDisplay: formatNumber,
  toClipboard: formatNumber,
  fromPaste: (text, options) => fromText(text, options),
  validateTyped(text, options) {
    if (text.trim() === '') return null;
    const plain = unformatNumber(withLocaleDecimal(text, options), options);
    const parts = plain === null ? null : parseDecimalText(plain);
    if (!parts) return expectedNumberMessage(text, options);
    if (parts.whole.length > maxWholeDigits) return 'Max 50 digits allowed.';
    return null;
  },
  fromTyped: (text, options) => (text.trim() === '' ? null : fromText(text, options)),
  apiDoc: numberApiDoc,
});
