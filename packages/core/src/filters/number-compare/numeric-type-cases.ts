import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

const rating: FilterField = { type: 'rating', options: { max_value: 5 } };
const hoursMinutes: FilterField = { type: 'duration', options: { duration_format: 'h:mm' } };
const hoursMinutesSeconds: FilterField = { type: 'duration', options: { duration_format: 'h:mm:ss' } };

/** The truth table's rating and duration rows: filtered as numbers (a rating 0 for none, a duration in seconds). */
export const numericTypeCases: readonly FilterCase[] = [
  { field: rating, filter: 'equal', value: '3', cell: 3, expected: true },
  { field: rating, filter: 'equal', value: ' 3 ', cell: 3, expected: true },
  { field: rating, filter: 'equal', value: '3', cell: 0, expected: false },
  { field: rating, filter: 'equal', value: '0', cell: 0, expected: true },
  { field: rating, filter: 'equal', value: '2.5', cell: 2, expected: 'ignored' },
  { field: rating, filter: 'equal', value: 'three', cell: 3, expected: 'ignored' },
  { field: rating, filter: 'not_equal', value: '3', cell: 3, expected: false },
  { field: rating, filter: 'not_equal', value: '3', cell: 0, expected: true },
  { field: rating, filter: 'higher_than', value: '2', cell: 3, expected: true },
  { field: rating, filter: 'higher_than', value: '2', cell: 2, expected: false },
  { field: rating, filter: 'higher_than', value: 'x', cell: 2, expected: 'ignored' },
  { field: rating, filter: 'lower_than', value: '2', cell: 1, expected: true },
  { field: rating, filter: 'lower_than', value: '1', cell: 0, expected: true },
  { field: rating, filter: 'lower_than', value: '1', cell: 4, expected: false },
  // 0 is a rating (none), never empty, as in the reference, whose rating column is never NULL.
  { field: rating, filter: 'empty', value: '', cell: 0, expected: false },
  { field: rating, filter: 'not_empty', value: '', cell: 0, expected: true },
  { field: hoursMinutes, filter: 'equal', value: '5400', cell: 5400, expected: true },
  { field: hoursMinutes, filter: 'equal', value: '1:30', cell: 5400, expected: true },
  { field: hoursMinutes, filter: 'equal', value: '1:30', cell: 5460, expected: false },
  // A number is seconds, rounded to the format's minutes, as the reference reads a filter value.
  { field: hoursMinutes, filter: 'equal', value: '90', cell: 120, expected: true },
  { field: hoursMinutes, filter: 'equal', value: '1:30', cell: null, expected: false },
  { field: hoursMinutes, filter: 'equal', value: '3 days ago', cell: 5400, expected: 'ignored' },
  { field: hoursMinutes, filter: 'not_equal', value: '1:30', cell: null, expected: true },
  { field: hoursMinutes, filter: 'not_equal', value: '1:30', cell: 5400, expected: false },
  { field: hoursMinutes, filter: 'higher_than', value: '1:00', cell: 5400, expected: true },
  { field: hoursMinutes, filter: 'higher_than', value: '1:00', cell: 3600, expected: false },
  { field: hoursMinutes, filter: 'higher_than', value: '1:00', cell: null, expected: false },
  { field: hoursMinutes, filter: 'lower_than', value: '1d 2h', cell: 86400, expected: true },
  { field: hoursMinutes, filter: 'lower_than', value: '-1:00', cell: -7200, expected: true },
  { field: hoursMinutes, filter: 'lower_than', value: 'soon', cell: 60, expected: 'ignored' },
  { field: hoursMinutesSeconds, filter: 'equal', value: '1:30', cell: 90, expected: true },
  { field: hoursMinutesSeconds, filter: 'equal', value: '1:02:03', cell: 3723, expected: true },
  { field: hoursMinutes, filter: 'empty', value: '', cell: null, expected: true },
  { field: hoursMinutes, filter: 'empty', value: '', cell: 0, expected: false },
  { field: hoursMinutes, filter: 'not_empty', value: '', cell: 0, expected: true },
];
