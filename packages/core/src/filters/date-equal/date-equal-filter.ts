import { defineFilterType, readTrimmed } from '../filter-type.js';
import { dateCellEquals, readDateFilterValue, type DateFilterValue } from './date-filter-value.js';

// The date types: a date, and the read-only times every row keeps (Baserow's TimezoneAwareDateViewFilterType list).
const dateTypes = ['date', 'last_modified', 'created_on'] as const;

/** `date_equal`: the cell is the value's day, or its second for a date-time value on a field with time; a value that is no ISO date is ignored. */
export const dateEqualFilter = defineFilterType<DateFilterValue>({
  type: 'date_equal',
  compatibleFieldTypes: dateTypes,
  deprecated: true,
  parseValue: (raw) => readTrimmed(raw, readDateFilterValue),
  matches: (cell, value, field) => dateCellEquals(cell, value, field.options),
});

/** `date_not_equal`: the negation of `date_equal`; empty cells match. */
export const dateNotEqualFilter = defineFilterType<DateFilterValue>({
  type: 'date_not_equal',
  compatibleFieldTypes: dateTypes,
  deprecated: true,
  parseValue: dateEqualFilter.parseValue,
  matches: (cell, value, field) => !dateCellEquals(cell, value, field.options),
});
