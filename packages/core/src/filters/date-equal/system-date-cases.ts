import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

// The read-only times every row keeps (created_on, last_modified) under the date filters and
// `contains`. Their cells are the server's: its tests write them into the system columns directly.
// A created_on cell with time has milliseconds; a date filter's value has none, so it names the second.

const createdDay: FilterField = { type: 'created_on', options: { date_format: 'ISO', date_include_time: false, date_time_format: '24', date_show_tzinfo: false, date_force_timezone: null } };
const createdTime: FilterField = { type: 'created_on', options: { date_format: 'EU', date_include_time: true, date_time_format: '24', date_show_tzinfo: false, date_force_timezone: null } };
const modifiedAmsterdam: FilterField = { type: 'last_modified', options: { date_format: 'EU', date_include_time: true, date_time_format: '24', date_show_tzinfo: true, date_force_timezone: 'Europe/Amsterdam' } };

/** The truth table's rows for created_on and last_modified. */
export const systemDateCases: readonly FilterCase[] = [
  { field: createdDay, filter: 'date_equal', value: '2021-07-22', cell: '2021-07-22', expected: true },
  { field: createdDay, filter: 'date_equal', value: '2021-07-23', cell: '2021-07-22', expected: false },
  { field: createdDay, filter: 'date_equal', value: '2021-07-22T23:00:00Z', cell: '2021-07-22', expected: true },
  { field: createdDay, filter: 'date_not_equal', value: '2021-07-22', cell: '2021-07-22', expected: false },
  { field: createdDay, filter: 'date_equal', value: 'yesterday', cell: '2021-07-22', expected: 'ignored' },
  { field: createdTime, filter: 'date_equal', value: '2021-07-22T12:45:00Z', cell: '2021-07-22T12:45:00.250Z', expected: true },
  { field: createdTime, filter: 'date_equal', value: '2021-07-22T12:45:01Z', cell: '2021-07-22T12:45:00.250Z', expected: false },
  { field: createdTime, filter: 'date_equal', value: '2021-07-22T14:45:00+02:00', cell: '2021-07-22T12:45:00.999Z', expected: true },
  { field: createdTime, filter: 'date_equal', value: '2021-07-22', cell: '2021-07-22T23:59:59.999Z', expected: true },
  { field: createdTime, filter: 'date_not_equal', value: '2021-07-22T12:45:00Z', cell: '2021-07-22T12:46:00.000Z', expected: true },
  { field: createdTime, filter: 'contains', value: '22/07/2021 12:4', cell: '2021-07-22T12:45:00.000Z', expected: true },
  { field: createdTime, filter: 'contains_not', value: '2021-07', cell: '2021-07-22T12:45:00.000Z', expected: true },
  // Shown in the forced zone: 23:30 UTC is the next day in Amsterdam (summer time, +2).
  { field: modifiedAmsterdam, filter: 'contains', value: '23/07/2021 01:30', cell: '2021-07-22T23:30:00.000Z', expected: true },
  { field: modifiedAmsterdam, filter: 'contains', value: 'europe/amsterdam', cell: '2021-07-22T23:30:00.000Z', expected: true },
  { field: modifiedAmsterdam, filter: 'contains', value: '22/07', cell: '2021-07-22T23:30:00.000Z', expected: false },
  { field: modifiedAmsterdam, filter: 'date_equal', value: '2021-07-22', cell: '2021-07-22T23:30:00.000Z', expected: true },
];
