import type { FilterField, FilterTypeName } from './filter-type.js';

/** One row of a filter's truth table: a field, a cell (API form), a filter and its raw value, and the outcome. */
export interface FilterCase {
  field: FilterField;
  filter: FilterTypeName;
  value: string;
  cell: unknown;
  /** `ignored` when the filter contributes nothing, so every row is kept. */
  expected: boolean | 'ignored';
}

const text: FilterField = { type: 'text', options: {} };
const url: FilterField = { type: 'url', options: {} };
const number: FilterField = { type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true } };
const boolean: FilterField = { type: 'boolean', options: {} };
const euDate: FilterField = { type: 'date', options: { date_format: 'EU', date_include_time: false, date_time_format: '24' } };
const isoDateTime: FilterField = { type: 'date', options: { date_format: 'ISO', date_include_time: true, date_time_format: '24' } };
const usDateTime12: FilterField = { type: 'date', options: { date_format: 'US', date_include_time: true, date_time_format: '12' } };
const fruit: FilterField = { type: 'single_select', options: { select_options: [{ value: 'Apple pie', color: 'red' }, { value: 'Banana', color: 'light-blue' }] } };
// A single select cell in its API form; the server's tests write the id of the option with this value.
const applePie = { id: 1, value: 'Apple pie', color: 'red' };
const banana = { id: 2, value: 'Banana', color: 'light-blue' };

/**
 * The semantics of contract §11.2 as data. The core tests run them against each filter's
 * `matches`, the server tests against the SQL on both engines: one truth, two implementations.
 */
export const filterCases: readonly FilterCase[] = [
  { field: text, filter: 'contains', value: 'world', cell: 'Hello World', expected: true },
  { field: text, filter: 'contains', value: ' lo W ', cell: 'Hello World', expected: true },
  { field: text, filter: 'contains', value: 'xyz', cell: 'Hello World', expected: false },
  { field: text, filter: 'contains', value: 'a', cell: null, expected: false },
  { field: text, filter: 'contains', value: '   ', cell: 'anything', expected: 'ignored' },
  { field: text, filter: 'contains', value: '%', cell: '100%', expected: true },
  { field: text, filter: 'contains', value: '%', cell: 'abc', expected: false },
  { field: text, filter: 'contains', value: 'a_c', cell: 'abc', expected: false },
  { field: text, filter: 'contains', value: 'a_c', cell: 'xa_cx', expected: true },
  { field: text, filter: 'contains', value: '\\', cell: 'a\\b', expected: true },
  { field: text, filter: 'contains', value: '\\', cell: 'ab', expected: false },
  { field: text, filter: 'contains', value: "it's", cell: "IT'S here", expected: true },
  { field: text, filter: 'contains', value: 'ÉTÉ', cell: 'un été', expected: true },
  { field: url, filter: 'contains', value: 'EXAMPLE', cell: 'https://example.com', expected: true },
  { field: number, filter: 'contains', value: '98', cell: '98989898.00', expected: true },
  { field: number, filter: 'contains', value: '.5', cell: '10.50', expected: true },
  { field: number, filter: 'contains', value: '7', cell: '10.50', expected: false },
  { field: number, filter: 'contains', value: 'abc', cell: '10.50', expected: false },
  { field: number, filter: 'contains', value: '1', cell: null, expected: false },
  { field: euDate, filter: 'contains', value: '01/02', cell: '2020-02-01', expected: true },
  { field: euDate, filter: 'contains', value: '2020-02', cell: '2020-02-01', expected: false },
  { field: isoDateTime, filter: 'contains', value: '2020-02-01 00:12', cell: '2020-02-01T00:12:00Z', expected: true },
  { field: isoDateTime, filter: 'contains', value: '13:00', cell: '2020-02-01T00:12:00Z', expected: false },
  { field: usDateTime12, filter: 'contains', value: '07/22/2021 12:45pm', cell: '2021-07-22T12:45:00Z', expected: true },
  { field: usDateTime12, filter: 'contains', value: '12:05am', cell: '2021-07-22T00:05:00Z', expected: true },
  { field: fruit, filter: 'contains', value: 'PIE', cell: applePie, expected: true },
  { field: fruit, filter: 'contains', value: 'ana', cell: applePie, expected: false },
  { field: fruit, filter: 'contains', value: 'ana', cell: banana, expected: true },
  { field: fruit, filter: 'contains', value: 'a', cell: null, expected: false },
  { field: fruit, filter: 'contains', value: '  ', cell: applePie, expected: 'ignored' },

  { field: text, filter: 'contains_not', value: 'world', cell: 'Hello World', expected: false },
  { field: text, filter: 'contains_not', value: 'xyz', cell: 'Hello World', expected: true },
  { field: text, filter: 'contains_not', value: 'a', cell: null, expected: true },
  { field: text, filter: 'contains_not', value: '', cell: 'a', expected: 'ignored' },
  { field: number, filter: 'contains_not', value: '98', cell: '98989898.00', expected: false },
  { field: number, filter: 'contains_not', value: '1', cell: null, expected: true },
  { field: euDate, filter: 'contains_not', value: '01/02', cell: null, expected: true },
  { field: fruit, filter: 'contains_not', value: 'apple', cell: applePie, expected: false },
  { field: fruit, filter: 'contains_not', value: 'apple', cell: banana, expected: true },
  { field: fruit, filter: 'contains_not', value: 'apple', cell: null, expected: true },

  { field: text, filter: 'empty', value: '', cell: null, expected: true },
  { field: text, filter: 'empty', value: 'ignored value', cell: '', expected: true },
  { field: text, filter: 'empty', value: '', cell: ' ', expected: false },
  { field: url, filter: 'empty', value: '', cell: '', expected: true },
  { field: number, filter: 'empty', value: '', cell: null, expected: true },
  { field: number, filter: 'empty', value: '', cell: '0.00', expected: false },
  { field: boolean, filter: 'empty', value: '', cell: false, expected: true },
  { field: boolean, filter: 'empty', value: '', cell: true, expected: false },
  { field: euDate, filter: 'empty', value: '', cell: null, expected: true },
  { field: euDate, filter: 'empty', value: '', cell: '2020-02-01', expected: false },
  { field: fruit, filter: 'empty', value: '', cell: null, expected: true },
  { field: fruit, filter: 'empty', value: '', cell: banana, expected: false },

  { field: text, filter: 'not_empty', value: '', cell: 'a', expected: true },
  { field: text, filter: 'not_empty', value: '', cell: '', expected: false },
  { field: number, filter: 'not_empty', value: '', cell: '0.00', expected: true },
  { field: boolean, filter: 'not_empty', value: '', cell: false, expected: false },
  { field: boolean, filter: 'not_empty', value: '', cell: true, expected: true },
  { field: euDate, filter: 'not_empty', value: '', cell: null, expected: false },
  { field: fruit, filter: 'not_empty', value: '', cell: applePie, expected: true },
  { field: fruit, filter: 'not_empty', value: '', cell: null, expected: false },
];
