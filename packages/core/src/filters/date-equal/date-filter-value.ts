import { dateField, type DateOptions } from '../../fields/date/date-field.js';

/**
 * A `date_equal` value: a calendar day (`2021-07-22`), or a moment to the second in UTC
 * (`2021-07-22T12:45:00Z`). Both are in the API's date form, so the SQL casts them as they are.
 */
export type DateFilterValue = { day: string; moment?: undefined } | { moment: string; day?: undefined };

const dayOptions: DateOptions = { date_format: 'ISO', date_include_time: false, date_time_format: '24' };
const momentOptions: DateOptions = { ...dayOptions, date_include_time: true };

// Year 0 and before is no date to the reference (Python's years start at 1), nor to PostgreSQL.
const fromYearOne = /^(?!0000)\d{4}-/;

/**
 * Reads a trimmed ISO 8601 value as the API reads a date cell: up to 10 characters is a day,
 * longer a date-time (naive is UTC, an offset is honoured, fractions of a second are dropped);
 * null when it is not a real date from year 1 on.
 */
export function readDateFilterValue(text: string): DateFilterValue | null {
  const isDay = text.length <= 10;
  const parsed = dateField.parseApiValue(text, isDay ? dayOptions : momentOptions);
  if (!parsed.ok || parsed.value === null || !fromYearOne.test(parsed.value)) return null;
  return isDay ? { day: parsed.value } : { moment: parsed.value };
}

// A date cell in the API's form: `2021-07-22`, or `2021-07-22T12:45:00Z` with time.
function dayOf(apiDate: string): string {
  return apiDate.slice(0, 10);
}

/**
 * Whether a date cell is the value: the same UTC day when the value is a day or the field has no
 * time (a date-time value then compares its UTC date part), else the same second (a created_on
 * cell has milliseconds; the value has none).
 */
export function dateCellEquals(cell: unknown, value: DateFilterValue, options: Record<string, unknown>): boolean {
  if (typeof cell !== 'string' || cell === '') return false;
  if (value.moment === undefined || options.date_include_time !== true) return dayOf(cell) === dayOf(value.moment ?? value.day);
  return Math.floor(new Date(cell).getTime() / 1000) === new Date(value.moment).getTime() / 1000;
}
