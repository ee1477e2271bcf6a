import type { FieldBody } from '../database/endpoints.js';
import type { DateFormat } from '../fields/date/date-format.js';
import { parseDateInOrder } from '../fields/date/date-format.js';
import { parseDecimalText } from '../fields/number/decimal-text.js';
import { maxWholeDigits } from '../fields/number/number-options.js';
import { isValidEmail, isValidUrl } from '../fields/patterns.js';
import { splitOptionValues } from '../fields/multiple-select/option-list-text.js';
import { selectOptionColors, selectOptionLimits } from '../fields/single-select/select-options.js';
import type { ImportedColumnType } from './imported-column-types.js';

// Words a column of yes/no answers is made of. Not '1' and '0': a column of those is a number.
const booleanWords = new Set(['yes', 'no', 'true', 'false', 'y', 'n', 't', 'f', 'on', 'off']);
// A single select fits a column that repeats a few values: at most this many distinct ones,
// each used at least twice on average.
const maxGuessedOptions = 10;
// Longer than this, or on several lines, a text reads better as long text.
const singleLineMaxLength = 255;
const dateFormatsTried: readonly DateFormat[] = ['ISO', 'EU', 'US'];
const hasTime = /\d:\d\d/;
const fourDigitYear = /(?:^|\D)\d{4}(?:\D|$)/;
// A number written with a leading zero (a postcode, an id like 007) is text: a number would drop the zero.
const leadingZero = /^[+-]?0\d/;

/** The cells of column `index` below the header, when there is one; rows too short have none there. */
export function importedColumnValues(data: readonly (readonly string[])[], firstRowHeader: boolean, index: number): string[] {
  const body = firstRowHeader ? data.slice(1) : data;
  return body.map((row) => row[index] ?? '');
}

/** The type a column's values suggest: the narrowest that every non-empty value fits, else text or long text. */
export function guessColumnType(values: readonly string[]): ImportedColumnType {
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  if (filled.length === 0) return 'text';
  if (values.some((value) => value.length > singleLineMaxLength || /[\r\n]/.test(value))) return 'long_text';
  if (filled.every((value) => booleanWords.has(value.toLowerCase()))) return 'boolean';
  if (filled.every(isPlainNumber)) return 'number';
  if (dateFormatOf(filled) !== null) return 'date';
  if (filled.every(isValidEmail)) return 'email';
  if (filled.every(isValidUrl)) return 'url';
  if (isOptionList(filled)) return 'multiple_select';
  const distinct = distinctValues(values);
  if (distinct.length <= maxGuessedOptions && filled.length >= 2 * distinct.length) return 'single_select';
  return 'text';
}

/**
 * The field change that turns an imported text column into `type`: the type's options follow
 * the values (a number's decimal places and sign, a date's order and time, a select's options).
 */
export function importedColumnFieldBody(type: ImportedColumnType, values: readonly string[]): FieldBody {
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  const body: FieldBody = { type };
  if (type === 'number') {
    // Reduced, not spread into Math.max: a column of a quarter of a million values overflows the call stack.
    const places = Math.min(5, filled.reduce((most, value) => Math.max(most, parseDecimalText(value)?.fraction.length ?? 0), 0));
    return { ...body, number_type: places === 0 ? 'INTEGER' : 'DECIMAL', number_decimal_places: Math.max(1, places), number_negative: filled.some((value) => value.startsWith('-')) };
  }
  if (type === 'date') return { ...body, date_format: dateFormatOf(filled) ?? likeliestDateFormat(filled), date_include_time: filled.some((value) => hasTime.test(value)) };
  if (type === 'single_select' || type === 'multiple_select') {
    const options = distinctValues(type === 'multiple_select' ? values.flatMap(splitOptionValues) : values).slice(0, selectOptionLimits.maxOptions);
    return { ...body, select_options: options.map((value, index) => ({ value, color: selectOptionColors[index % selectOptionColors.length] })) };
  }
  return body;
}

// What the conversion to a number takes (contract §9.3): digits with an optional sign and decimals.
const plainNumber = new RegExp(`^[+-]?\\d{1,${maxWholeDigits}}(?:\\.\\d+)?$`);

function isPlainNumber(value: string): boolean {
  return plainNumber.test(value) && !leadingZero.test(value);
}

// The first order in which every value reads as a date, ISO first; EU before US as the date field's default.
// A four-digit year is required, so that version numbers like 1.2.3 stay text.
function dateFormatOf(filled: readonly string[]): DateFormat | null {
  if (!filled.every((value) => fourDigitYear.test(value))) return null;
  return dateFormatsTried.find((format) => filled.every((value) => parseDateInOrder(value, format) !== null)) ?? null;
}

// For a column made a date although some values are not: the order most of its values read in, EU when none do.
function likeliestDateFormat(filled: readonly string[]): DateFormat {
  const readable = (format: DateFormat) => filled.filter((value) => parseDateInOrder(value, format) !== null).length;
  let best: DateFormat = 'EU';
  for (const format of dateFormatsTried) if (readable(format) > readable(best)) best = format;
  return best;
}

/**
 * Whether a column reads as lists of a few choices (tags): some cells list several values, comma
 * separated, and the values are few and repeated, as a single select's are.
 */
function isOptionList(filled: readonly string[]): boolean {
  if (!filled.some((value) => value.includes(','))) return false;
  const pieces = filled.flatMap(splitOptionValues);
  const distinct = distinctValues(pieces);
  return distinct.length <= maxGuessedOptions && pieces.length >= 2 * distinct.length && distinct.length < pieces.length;
}

// Option values the conversion can match: the cells as written, once each ignoring case, as it matches them (contract §9.3).
function distinctValues(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    if (value.trim() === '' || value.length > selectOptionLimits.valueMaxLength) continue;
    const key = value.toLowerCase();
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}
