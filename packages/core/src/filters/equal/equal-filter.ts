import { defineFilterType, readTrimmed } from '../filter-type.js';
import { equalFieldTypes, equalityOf } from './equality.js';

/** `equal`: the cell is exactly the value, as its field type compares (text case-sensitive, numbers by value, booleans by word). */
export const equalFilter = defineFilterType<string | boolean>({
  type: 'equal',
  compatibleFieldTypes: equalFieldTypes,
  parseValue: (raw, field) => readTrimmed(raw, (text) => equalityOf(field.type).read(text, field)),
  matches: (cell, value, field) => equalityOf(field.type).equals(cell, value, field),
});

/** `not_equal`: the negation of `equal`; empty cells match, and it is ignored where `equal` is. */
export const notEqualFilter = defineFilterType<string | boolean>({
  type: 'not_equal',
  compatibleFieldTypes: equalFieldTypes,
  parseValue: equalFilter.parseValue,
  matches: (cell, value, field) => !equalityOf(field.type).equals(cell, value, field),
});
