import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

// An autonumber under the filters Baserow gives it: equal, not_equal, higher_than, lower_than,
// contains and contains_not. Its cells are the server's: its tests write them into the column.
const autonumber: FilterField = { type: 'autonumber', options: {} };

/** The truth table's rows for autonumber. */
export const autonumberCases: readonly FilterCase[] = [
  { field: autonumber, filter: 'equal', value: '12', cell: 12, expected: true },
  { field: autonumber, filter: 'equal', value: ' 012 ', cell: 12, expected: true },
  { field: autonumber, filter: 'equal', value: '13', cell: 12, expected: false },
  { field: autonumber, filter: 'equal', value: '1.5', cell: 12, expected: 'ignored' },
  { field: autonumber, filter: 'equal', value: 'twelve', cell: 12, expected: 'ignored' },
  { field: autonumber, filter: 'not_equal', value: '12', cell: 12, expected: false },
  { field: autonumber, filter: 'not_equal', value: '7', cell: 12, expected: true },
  { field: autonumber, filter: 'higher_than', value: '11', cell: 12, expected: true },
  { field: autonumber, filter: 'higher_than', value: '12', cell: 12, expected: false },
  { field: autonumber, filter: 'lower_than', value: '100', cell: 12, expected: true },
  { field: autonumber, filter: 'lower_than', value: '-1', cell: 12, expected: false },
  { field: autonumber, filter: 'lower_than', value: 'x', cell: 12, expected: 'ignored' },
  { field: autonumber, filter: 'contains', value: '2', cell: 123, expected: true },
  { field: autonumber, filter: 'contains', value: '4', cell: 123, expected: false },
  { field: autonumber, filter: 'contains', value: 'abc', cell: 123, expected: false },
  { field: autonumber, filter: 'contains_not', value: '12', cell: 123, expected: false },
];
