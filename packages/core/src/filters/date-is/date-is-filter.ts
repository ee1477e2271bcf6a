import type { FieldTypeName } from '../../fields/field-type.js';
import { defineFilterType, type FilterTypeDefinition, type FilterTypeName } from '../filter-type.js';
import { addDays, dayInZone } from './calendar-days.js';
import { dateFilterOperators } from './date-operators.js';
import { readDateIsValue, type DateIsValue } from './date-is-value.js';

// The date types: a date, and the read-only times every row keeps (the reference's DateMultiStepViewFilterType list).
const dateTypes: readonly FieldTypeName[] = ['date', 'last_modified', 'created_on'];

/** A date cell's day in a zone: a day cell is its day, a moment (with time) is the zone's day of it; null when empty. */
export function cellDay(cell: unknown, zone: string): string | null {
  if (typeof cell !== 'string' || cell === '') return null;
  return cell.length <= 10 ? cell : dayInZone(new Date(cell), zone);
}

/** Which days a multi-step filter keeps of its range: the SQL and the browser both follow it. */
export type DayTest = (day: string, range: Extract<DateIsValue, { zone: string }>) => boolean;

// Each filter of the family: its name, whether it takes `today` (date_is_within does not), and the days it keeps.
function multiStepFilter(type: FilterTypeName, keeps: DayTest, takesToday = true, negated = false): FilterTypeDefinition<DateIsValue> {
  return defineFilterType<DateIsValue>({
    type,
    compatibleFieldTypes: dateTypes,
    valueFormat: `\`<time zone>?<value>?<operator>\`, e.g. \`Europe/Amsterdam?3?nr_days_ago\` or \`UTC?2021-07-22?exact_date\`; operators: ${dateFilterOperators.filter((operator) => takesToday || operator !== 'today').join(', ')}.`,
    parseValue: (raw, _field, now = new Date()) => readDateIsValue(raw, now, (operator) => takesToday || operator !== 'today'),
    matches(cell, value) {
      const day = value.none ? null : cellDay(cell, value.zone);
      const kept = day !== null && !value.none && keeps(day, value);
      return negated ? !kept : kept;
    },
  });
}

/** The days `date_is_within` keeps: from today to the range's end, or from its start to today when it lies in the past. */
export function withinRange(range: Extract<DateIsValue, { zone: string }>): { lower: string; upper: string } {
  return range.today < range.upper ? { lower: range.today, upper: range.upper } : { lower: range.lower, upper: addDays(range.today, 1) ?? '9999-12-31' };
}

/** The tests of each kind, shared with the server's SQL (which writes the same comparisons). */
export const dayTests = {
  date_is: (day, range) => day >= range.lower && day < range.upper,
  date_is_before: (day, range) => day < range.lower,
  date_is_on_or_before: (day, range) => day < range.upper,
  date_is_after: (day, range) => day >= range.upper,
  date_is_on_or_after: (day, range) => day >= range.lower,
  date_is_within: (day, range) => {
    const { lower, upper } = withinRange(range);
    return day >= lower && day < upper;
  },
} satisfies Record<string, DayTest>;

/** `date_is`: the cell's day, in the value's zone, is in the days the operator names (`Europe/Amsterdam?3?nr_days_ago`). */
export const dateIsFilter = multiStepFilter('date_is', dayTests.date_is);
/** `date_is_not`: its negation; empty cells match, and so does every row when the value is malformed. */
export const dateIsNotFilter = multiStepFilter('date_is_not', dayTests.date_is, true, true);
/** `date_is_before`: the day is before the named days. */
export const dateIsBeforeFilter = multiStepFilter('date_is_before', dayTests.date_is_before);
/** `date_is_on_or_before`: the day is before the end of the named days. */
export const dateIsOnOrBeforeFilter = multiStepFilter('date_is_on_or_before', dayTests.date_is_on_or_before);
/** `date_is_after`: the day is after the named days. */
export const dateIsAfterFilter = multiStepFilter('date_is_after', dayTests.date_is_after);
/** `date_is_on_or_after`: the day is on or after the start of the named days. */
export const dateIsOnOrAfterFilter = multiStepFilter('date_is_on_or_after', dayTests.date_is_on_or_after);
/** `date_is_within`: the day is between today and the named days (either way round); `today` is no operator of it. */
export const dateIsWithinFilter = multiStepFilter('date_is_within', dayTests.date_is_within, false);
