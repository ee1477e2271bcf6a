import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

const number: FilterField = { type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true } };
const rating: FilterField = { type: 'rating', options: { max_value: 5 } };
const minutes: FilterField = { type: 'duration', options: { duration_format: 'h:mm' } };
const autonumber: FilterField = { type: 'autonumber', options: {} };

/** The truth table's rows for `higher_than_or_equal` and `lower_than_or_equal` (the reference has no number "between"). */
export const orEqualCases: readonly FilterCase[] = [
  { field: number, filter: 'higher_than_or_equal', value: '10.5', cell: '10.50', expected: true },
  { field: number, filter: 'higher_than_or_equal', value: '10.5', cell: '10.49', expected: false },
  { field: number, filter: 'higher_than_or_equal', value: '-3', cell: '12.00', expected: true },
  { field: number, filter: 'higher_than_or_equal', value: '1', cell: null, expected: false },
  { field: number, filter: 'higher_than_or_equal', value: 'ten', cell: '1.00', expected: 'ignored' },
  { field: number, filter: 'higher_than_or_equal', value: ' ', cell: '1.00', expected: 'ignored' },
  { field: number, filter: 'lower_than_or_equal', value: '10.5', cell: '10.50', expected: true },
  { field: number, filter: 'lower_than_or_equal', value: '10.5', cell: '10.51', expected: false },
  { field: number, filter: 'lower_than_or_equal', value: '1', cell: null, expected: false },
  { field: rating, filter: 'higher_than_or_equal', value: '3', cell: 3, expected: true },
  { field: rating, filter: 'lower_than_or_equal', value: '0', cell: 0, expected: true },
  { field: rating, filter: 'lower_than_or_equal', value: '2.5', cell: 2, expected: 'ignored' },
  { field: minutes, filter: 'higher_than_or_equal', value: '1:30', cell: 5400, expected: true },
  { field: minutes, filter: 'lower_than_or_equal', value: '1:00', cell: 5400, expected: false },
  { field: autonumber, filter: 'lower_than_or_equal', value: '12', cell: 12, expected: true },
  { field: autonumber, filter: 'higher_than_or_equal', value: '13', cell: 12, expected: false },
];
