import { defineFilterType, readTrimmed } from '../filter-type.js';
import { compareCell, filterDecimal } from './decimal-order.js';

/** `higher_than`: the number is strictly greater than the value; empty cells never match, a value that is no number is ignored. */
export const higherThanFilter = defineFilterType<string>({
  type: 'higher_than',
  compatibleFieldTypes: ['number'],
  parseValue: (raw) => readTrimmed(raw, filterDecimal),
  matches: (cell, value) => (compareCell(cell, value) ?? 0) > 0,
});

/** `lower_than`: the number is strictly smaller than the value. */
export const lowerThanFilter = defineFilterType<string>({
  type: 'lower_than',
  compatibleFieldTypes: ['number'],
  parseValue: (raw) => readTrimmed(raw, filterDecimal),
  matches: (cell, value) => (compareCell(cell, value) ?? 0) < 0,
});
