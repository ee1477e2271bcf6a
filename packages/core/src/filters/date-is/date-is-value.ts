import { readDateFilterValue } from '../date-equal/date-filter-value.js';
import { ignoredValue, type FilterValue } from '../filter-type.js';
import { dayInZone, knownZone } from './calendar-days.js';
import { isDateFilterOperator, operatorRange, type DayRange, type DateFilterOperator } from './date-operators.js';

/**
 * A multi-step date filter's value read against a moment: the days its operator names in its zone
 * (lower inclusive, upper exclusive), today there (for `date_is_within`), or `none` when the value
 * is malformed, as the reference then matches no row (its `Q(pk__in=[])`).
 */
export type DateIsValue = ({ none?: undefined; zone: string; today: string } & DayRange) | { none: true };

const noRows: FilterValue<DateIsValue> = { ignored: false, value: { none: true } };

// With an empty value these operators are not yet filled in: the reference drops the filter.
const waitingForValue: readonly DateFilterOperator[] = ['exact_date', 'nr_days_ago', 'nr_days_from_now'];

// Python's int(): an optional sign, digits, single underscores between them, surrounding blanks; empty is 0.
function readCount(text: string): number | null {
  const trimmed = text.trim();
  if (text === '') return 0;
  return /^[+-]?\d+(_\d+)*$/.test(trimmed) ? Number(trimmed.replace(/_/g, '')) : null;
}

// The day an `exact_date` value names in the zone: a date as it is; a date-time without an offset
// as written, one with an offset converted to the zone.
function exactDay(text: string, zone: string): string | null {
  const parsed = readDateFilterValue(text.trim());
  if (parsed === null) return null;
  if (parsed.day !== undefined) return parsed.day;
  return /(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/.test(text.trim()) ? dayInZone(new Date(parsed.moment), zone) : text.trim().slice(0, 10);
}

/**
 * Reads `<time zone>?<value>?<operator>` (the reference's combined value; an empty zone is UTC)
 * at `now`. `allowed` says which operators the filter takes.
 */
export function readDateIsValue(raw: string, now: Date, allowed: (operator: DateFilterOperator) => boolean): FilterValue<DateIsValue> {
  const parts = raw.trim().split('?');
  if (parts.length !== 3) return noRows;
  const [zoneName, value, operator] = parts as [string, string, string];
  if (!isDateFilterOperator(operator) || !allowed(operator)) return noRows;
  if (value === '' && waitingForValue.includes(operator)) return ignoredValue;
  const zone = knownZone(zoneName === '' ? 'UTC' : zoneName);
  if (zone === null) return noRows;
  const today = dayInZone(now, zone);
  let range: DayRange | null;
  if (operator === 'exact_date') {
    const day = exactDay(value, zone);
    range = day === null ? null : operatorRange('today', day, 0);
  } else {
    const count = readCount(value);
    range = count === null ? null : operatorRange(operator, today, count);
  }
  return range === null ? noRows : { ignored: false, value: { zone, today, ...range } };
}
