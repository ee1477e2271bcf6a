import { defineFilterType, readTrimmed } from '../filter-type.js';
import { compareNumericCell, numericFieldTypes, numericFilterValue } from './numeric-value.js';

/** `higher_than`: the number (a rating, a duration's seconds) is strictly greater than the value; empty cells never match, a value that is no number is ignored. */
export const higherThanFilter = defineFilterType<string>({
  type: 'higher_than',
  compatibleFieldTypes: numericFieldTypes,
  parseValue: (raw, field) => readTrimmed(raw, (text) => numericFilterValue(text, field)),
  matches: (cell, value, field) => (compareNumericCell(cell, value, field) ?? 0) > 0,
});

/** `lower_than`: the number is strictly smaller than the value. */
export const lowerThanFilter = defineFilterType<string>({
  type: 'lower_than',
  compatibleFieldTypes: numericFieldTypes,
  parseValue: (raw, field) => readTrimmed(raw, (text) => numericFilterValue(text, field)),
  matches: (cell, value, field) => (compareNumericCell(cell, value, field) ?? 0) < 0,
});

/** `higher_than_or_equal`: the number is the value or greater; empty cells never match. */
export const higherThanOrEqualFilter = defineFilterType<string>({
  type: 'higher_than_or_equal',
  compatibleFieldTypes: numericFieldTypes,
  parseValue: higherThanFilter.parseValue,
  matches: (cell, value, field) => (compareNumericCell(cell, value, field) ?? -1) >= 0,
});

/** `lower_than_or_equal`: the number is the value or smaller; empty cells never match. */
export const lowerThanOrEqualFilter = defineFilterType<string>({
  type: 'lower_than_or_equal',
  compatibleFieldTypes: numericFieldTypes,
  parseValue: higherThanFilter.parseValue,
  matches: (cell, value, field) => (compareNumericCell(cell, value, field) ?? 1) <= 0,
});
