import { validationMessages as m } from '../../validation/messages.js';
import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { ratingOptions, type RatingOptions } from './rating-options.js';
export { ratingMaxLimit, ratingOptions, ratingStyles, type RatingOptions } from './rating-options.js';

// As the reference's integer field reads a cell: whole numbers, also as text or as 3.0.
const integerText = /^\s*[+-]?\d+(\.0*)?\s*$/;

function parseApiRating(input: unknown, options: RatingOptions): CellParseResult<number> {
  // Left out, the cell is 0; sent as null it is refused, as the reference's non-null integer is.
  if (input === undefined) return { ok: true, value: 0 };
  if (input === null) return cellError(m.null, 'null');
  if ((typeof input !== 'number' && typeof input !== 'string') || !integerText.test(String(input))) return cellError(m.invalidInteger);
  const value = Math.trunc(Number(input)) + 0; // never -0
  if (value < 0) return cellError(m.minValue(0), 'min_value');
  if (value > options.max_value) return cellError(m.maxValue(options.max_value), 'max_value');
  return { ok: true, value };
}

/** A rating's value from typed or pasted text: a whole number clamped to 0…max (rounded, as conversion rounds); 0 when none. */
export function ratingFromText(text: string, options: RatingOptions): number {
  const number = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(number)) return 0;
  return Math.min(options.max_value, Math.max(0, Math.round(number)));
}

/** A rating: 0 (none) to `max_value` symbols; never empty, as the reference stores 0 for none. */
export const ratingField = defineFieldType<RatingOptions, number>({
  type: 'rating',
  label: 'Rating',
  canBePrimary: true,
  canSort: true,
  optionsSchema: ratingOptions,
  parseApiValue: parseApiRating,
  defaultValue: () => 0,
  toText: (value) => String(value ?? 0),
  fromPaste: ratingFromText,
  validateTyped(text, options) {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (!/^\d+$/.test(trimmed)) return 'Type a whole number';
    return Number(trimmed) > options.max_value ? `At most ${options.max_value}` : null;
  },
  fromTyped: ratingFromText,
  apiDoc: {
    accepts: (options) => `A whole number from 0 (no rating) to ${options.max_value}; left out, the cell is 0.`,
    responseSchema: (options) => ({ type: 'integer', minimum: 0, maximum: options.max_value }),
    requestSchema: (options) => ({ anyOf: [{ type: 'integer', minimum: 0, maximum: options.max_value }, { type: 'string', pattern: '^\\s*[+-]?\\d+(\\.0*)?\\s*$' }] }),
    example: (options) => ({ response: Math.min(3, options.max_value), request: Math.min(3, options.max_value) }),
  },
});
