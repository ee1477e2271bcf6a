import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

/** The moment every multi-step date case counts from: Thursday 22 July 2021, 22:30 UTC (already Friday in Amsterdam). */
export const dateIsCaseNow = '2021-07-22T22:30:00Z';

const day: FilterField = { type: 'date', options: { date_format: 'ISO', date_include_time: false, date_time_format: '24' } };
const moment: FilterField = { type: 'date', options: { date_format: 'ISO', date_include_time: true, date_time_format: '24' } };
const created: FilterField = { type: 'created_on', options: { date_format: 'ISO', date_include_time: true, date_time_format: '24', date_show_tzinfo: false, date_force_timezone: null } };

const at = (rows: Omit<FilterCase, 'now'>[]): FilterCase[] => rows.map((row) => ({ ...row, now: dateIsCaseNow }));

/** The truth table's rows for `date_is` and its family: operators, time zones, and values the reference drops or finds nothing for. */
export const dateIsCases: readonly FilterCase[] = at([
  { field: day, filter: 'date_is', value: 'UTC??today', cell: '2021-07-22', expected: true },
  { field: day, filter: 'date_is', value: '??today', cell: '2021-07-22', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??today', cell: '2021-07-23', expected: false },
  { field: day, filter: 'date_is', value: 'UTC??today', cell: null, expected: false },
  { field: day, filter: 'date_is', value: 'Europe/Amsterdam??today', cell: '2021-07-23', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??yesterday', cell: '2021-07-21', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??tomorrow', cell: '2021-07-23', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??this_week', cell: '2021-07-19', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??this_week', cell: '2021-07-25', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??this_week', cell: '2021-07-26', expected: false },
  { field: day, filter: 'date_is', value: 'UTC??one_week_ago', cell: '2021-07-12', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??one_week_ago', cell: '2021-07-19', expected: false },
  { field: day, filter: 'date_is', value: 'UTC??next_week', cell: '2021-08-01', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??this_month', cell: '2021-07-01', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??one_month_ago', cell: '2021-06-30', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??next_month', cell: '2021-08-31', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??this_year', cell: '2021-12-31', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??one_year_ago', cell: '2020-02-29', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??next_year', cell: '2021-12-31', expected: false },
  { field: day, filter: 'date_is', value: 'UTC?3?nr_days_ago', cell: '2021-07-19', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?-1?nr_days_ago', cell: '2021-07-23', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?10?nr_days_from_now', cell: '2021-08-01', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?2?nr_weeks_ago', cell: '2021-07-05', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?1?nr_weeks_from_now', cell: '2021-07-30', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?5?nr_months_ago', cell: '2021-02-28', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?1?nr_months_from_now', cell: '2021-08-15', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?2?nr_years_ago', cell: '2019-01-01', expected: true },
  { field: day, filter: 'date_is', value: 'UTC??nr_years_from_now', cell: '2021-03-03', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?2021-07-01?exact_date', cell: '2021-07-01', expected: true },
  { field: day, filter: 'date_is', value: 'UTC?2021-07-01?exact_date', cell: '2021-07-02', expected: false },
  // Blank values of the operators that need one drop the filter; malformed values find nothing.
  { field: day, filter: 'date_is', value: 'UTC??exact_date', cell: '2021-07-22', expected: 'ignored' },
  { field: day, filter: 'date_is', value: 'UTC??nr_days_ago', cell: '2021-07-22', expected: 'ignored' },
  { field: day, filter: 'date_is', value: 'UTC?abc?nr_days_ago', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: 'UTC?99999999?nr_days_ago', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: 'UTC?2021-02-30?exact_date', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: 'Mars/Olympus??today', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: 'europe/amsterdam??today', cell: '2021-07-23', expected: false },
  { field: day, filter: 'date_is', value: 'UTC??someday', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: '2021-07-22', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is', value: 'UTC?today', cell: '2021-07-22', expected: false },
  { field: moment, filter: 'date_is', value: 'UTC??today', cell: '2021-07-22T23:30:00Z', expected: true },
  { field: moment, filter: 'date_is', value: 'Europe/Amsterdam??today', cell: '2021-07-22T23:30:00Z', expected: true },
  { field: moment, filter: 'date_is', value: 'Europe/Amsterdam??today', cell: '2021-07-22T21:30:00Z', expected: false },
  { field: moment, filter: 'date_is', value: 'America/New_York?2021-07-22?exact_date', cell: '2021-07-23T03:00:00Z', expected: true },
  { field: created, filter: 'date_is', value: 'Europe/Amsterdam??yesterday', cell: '2021-07-21T22:00:00.000Z', expected: true },
  { field: created, filter: 'date_is', value: 'Europe/Amsterdam??yesterday', cell: '2021-07-21T21:59:59.999Z', expected: false },

  { field: day, filter: 'date_is_not', value: 'UTC??today', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is_not', value: 'UTC??today', cell: '2021-07-21', expected: true },
  { field: day, filter: 'date_is_not', value: 'UTC??today', cell: null, expected: true },
  { field: day, filter: 'date_is_not', value: 'UTC?x?nr_days_ago', cell: '2021-07-22', expected: true },
  { field: moment, filter: 'date_is_not', value: 'Europe/Amsterdam??today', cell: '2021-07-22T21:30:00Z', expected: true },

  { field: day, filter: 'date_is_before', value: 'UTC??today', cell: '2021-07-21', expected: true },
  { field: day, filter: 'date_is_before', value: 'UTC??today', cell: '2021-07-22', expected: false },
  { field: day, filter: 'date_is_before', value: 'UTC??this_month', cell: '2021-06-30', expected: true },
  { field: day, filter: 'date_is_before', value: 'UTC??today', cell: null, expected: false },
  { field: day, filter: 'date_is_on_or_before', value: 'UTC??today', cell: '2021-07-22', expected: true },
  { field: day, filter: 'date_is_on_or_before', value: 'UTC??this_week', cell: '2021-07-25', expected: true },
  { field: day, filter: 'date_is_on_or_before', value: 'UTC??this_week', cell: '2021-07-26', expected: false },
  { field: day, filter: 'date_is_after', value: 'UTC??today', cell: '2021-07-23', expected: true },
  { field: day, filter: 'date_is_after', value: 'UTC??today', cell: '2021-07-22', expected: false },
  { field: moment, filter: 'date_is_after', value: 'UTC?2021-07-22?exact_date', cell: '2021-07-23T00:00:00Z', expected: true },
  { field: day, filter: 'date_is_on_or_after', value: 'UTC??today', cell: '2021-07-22', expected: true },
  { field: day, filter: 'date_is_on_or_after', value: 'UTC??this_year', cell: '2020-12-31', expected: false },

  // Within: from today to the named days, or from them to today when they lie in the past.
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_from_now', cell: '2021-07-29', expected: true },
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_from_now', cell: '2021-07-30', expected: false },
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_from_now', cell: '2021-07-21', expected: false },
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_ago', cell: '2021-07-15', expected: true },
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_ago', cell: '2021-07-22', expected: true },
  { field: day, filter: 'date_is_within', value: 'UTC?7?nr_days_ago', cell: '2021-07-23', expected: false },
  { field: day, filter: 'date_is_within', value: 'UTC??next_month', cell: '2021-08-31', expected: true },
  { field: day, filter: 'date_is_within', value: 'UTC??today', cell: '2021-07-22', expected: false },
]);
