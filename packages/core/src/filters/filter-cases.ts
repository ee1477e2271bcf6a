import { systemDateCases } from './date-equal/system-date-cases.js';
import { dateIsCases } from './date-is/date-is-cases.js';
import { autonumberCases } from './number-compare/autonumber-cases.js';
import type { FilterCase } from './filter-case.js';
import type { FilterField } from './filter-type.js';
export type { FilterCase } from './filter-case.js';
import { multipleSelectCaseOptions, multipleSelectCases } from './multiple-select-has/multiple-select-cases.js';
import { numericTypeCases } from './number-compare/numeric-type-cases.js';
import { orEqualCases } from './number-compare/or-equal-cases.js';


const text: FilterField = { type: 'text', options: {} };
const longText: FilterField = { type: 'long_text', options: {} };
const url: FilterField = { type: 'url', options: {} };
const email: FilterField = { type: 'email', options: {} };
const phone: FilterField = { type: 'phone_number', options: {} };
const files: FilterField = { type: 'file', options: {} };
const number: FilterField = { type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true } };
const boolean: FilterField = { type: 'boolean', options: {} };
const euDate: FilterField = { type: 'date', options: { date_format: 'EU', date_include_time: false, date_time_format: '24' } };
const isoDate: FilterField = { type: 'date', options: { date_format: 'ISO', date_include_time: false, date_time_format: '24' } };
const isoDateTime: FilterField = { type: 'date', options: { date_format: 'ISO', date_include_time: true, date_time_format: '24' } };
const usDateTime12: FilterField = { type: 'date', options: { date_format: 'US', date_include_time: true, date_time_format: '12' } };
const fruit: FilterField = { type: 'single_select', options: { select_options: [{ value: 'Apple pie', color: 'red' }, { value: 'Banana', color: 'light-blue' }] } };
const colour: FilterField = { type: 'single_select', options: { select_options: [{ value: 'Red', color: 'red' }] } };
// Single select cells in their API form. The server has its own ids: its tests write the id of the
// option with the same value, and read a `single_select_*` value's digits as such an id.
const applePie = { id: 1, value: 'Apple pie', color: 'red' };
const banana = { id: 2, value: 'Banana', color: 'light-blue' };
const red = { id: 3, value: 'Red', color: 'red' };

/** The options the cases' single select cells and values name, by the ids the cases give them; values are unique across fields. */
export const filterCaseOptions: readonly { id: number; value: string; color: string }[] = [applePie, banana, red, ...multipleSelectCaseOptions];

// File cells as the API shows them (`name` is the user file's; the server's tests write an upload's).
const report = [{ name: 'case-file', visible_name: 'Report 2021.pdf' }];
const twoFiles = [{ name: 'case-file', visible_name: 'notes_a.txt' }, { name: 'case-file', visible_name: 'Budget.XLSX' }];

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
  // A value that is not a number is dropped, as the reference drops it (issue 31); one Python's
  // Decimal reads but the number's text never holds (an exponent, NaN, a sign) matches nothing.
  { field: number, filter: 'contains', value: 'abc', cell: '10.50', expected: 'ignored' },
  { field: number, filter: 'contains', value: '1.2.3', cell: '1.20', expected: 'ignored' },
  { field: number, filter: 'contains', value: '10,5', cell: '10.50', expected: 'ignored' },
  { field: number, filter: 'contains', value: '1e1', cell: '10.00', expected: false },
  { field: number, filter: 'contains', value: 'NaN', cell: '10.00', expected: false },
  { field: number, filter: 'contains', value: '-inf', cell: '-10.00', expected: false },
  { field: number, filter: 'contains', value: '+10', cell: '10.00', expected: false },
  { field: number, filter: 'contains', value: '1_0', cell: '10.00', expected: false },
  { field: number, filter: 'contains', value: '10.', cell: '10.50', expected: true },
  { field: number, filter: 'contains', value: '-1', cell: '-10.00', expected: true },
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
  { field: number, filter: 'contains_not', value: 'abc', cell: '10.50', expected: 'ignored' },
  { field: number, filter: 'contains_not', value: '1e1', cell: '10.00', expected: true },
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
  { field: files, filter: 'empty', value: '', cell: [], expected: true },
  { field: files, filter: 'not_empty', value: '', cell: report, expected: true },

  { field: text, filter: 'equal', value: 'Hello', cell: 'Hello', expected: true },
  { field: text, filter: 'equal', value: '  Hello ', cell: 'Hello', expected: true },
  { field: text, filter: 'equal', value: 'hello', cell: 'Hello', expected: false },
  { field: text, filter: 'equal', value: 'Hello', cell: 'Hello World', expected: false },
  { field: text, filter: 'equal', value: 'Hello', cell: ' Hello', expected: false },
  { field: text, filter: 'equal', value: 'Hello', cell: null, expected: false },
  { field: text, filter: 'equal', value: 'H%', cell: 'Hello', expected: false },
  { field: text, filter: 'equal', value: ' ', cell: 'Hello', expected: 'ignored' },
  { field: longText, filter: 'equal', value: 'Line one', cell: 'Line one', expected: true },
  { field: url, filter: 'equal', value: 'https://example.com', cell: 'https://example.com', expected: true },
  { field: url, filter: 'equal', value: 'https://EXAMPLE.com', cell: 'https://example.com', expected: false },
  { field: url, filter: 'equal', value: 'https://example.com', cell: '', expected: false },
  { field: email, filter: 'equal', value: 'ada@example.com', cell: 'ada@example.com', expected: true },
  { field: email, filter: 'equal', value: 'Ada@example.com', cell: 'ada@example.com', expected: false },
  { field: phone, filter: 'equal', value: '+31 20 123 4567', cell: '+31 20 123 4567', expected: true },
  { field: number, filter: 'equal', value: '10.5', cell: '10.50', expected: true },
  { field: number, filter: 'equal', value: ' 10.50 ', cell: '10.50', expected: true },
  { field: number, filter: 'equal', value: '10.5', cell: '10.51', expected: false },
  { field: number, filter: 'equal', value: '-3', cell: '-3.00', expected: true },
  { field: number, filter: 'equal', value: '3', cell: '-3.00', expected: false },
  { field: number, filter: 'equal', value: '-0', cell: '0.00', expected: true },
  { field: number, filter: 'equal', value: '.25', cell: '0.25', expected: true },
  { field: number, filter: 'equal', value: '1', cell: null, expected: false },
  { field: number, filter: 'equal', value: 'ten', cell: '10.00', expected: 'ignored' },
  { field: number, filter: 'equal', value: '1.2.3', cell: '10.00', expected: 'ignored' },
  { field: boolean, filter: 'equal', value: '1', cell: true, expected: true },
  { field: boolean, filter: 'equal', value: 't', cell: true, expected: true },
  { field: boolean, filter: 'equal', value: ' True ', cell: true, expected: true },
  { field: boolean, filter: 'equal', value: 'True', cell: false, expected: false },
  { field: boolean, filter: 'equal', value: '0', cell: false, expected: true },
  { field: boolean, filter: 'equal', value: 'f', cell: true, expected: false },
  { field: boolean, filter: 'equal', value: 'False', cell: false, expected: true },
  { field: boolean, filter: 'equal', value: 'true', cell: true, expected: 'ignored' },
  { field: boolean, filter: 'equal', value: 'yes', cell: true, expected: 'ignored' },
  { field: boolean, filter: 'equal', value: 'F', cell: false, expected: 'ignored' },
  { field: boolean, filter: 'equal', value: '', cell: false, expected: 'ignored' },

  { field: text, filter: 'not_equal', value: 'Hello', cell: 'Hello', expected: false },
  { field: text, filter: 'not_equal', value: 'Hello', cell: 'hello', expected: true },
  { field: text, filter: 'not_equal', value: 'Hello', cell: null, expected: true },
  { field: text, filter: 'not_equal', value: 'Hello', cell: '', expected: true },
  { field: text, filter: 'not_equal', value: '', cell: 'Hello', expected: 'ignored' },
  { field: url, filter: 'not_equal', value: 'https://example.com', cell: '', expected: true },
  { field: number, filter: 'not_equal', value: '10.5', cell: '10.50', expected: false },
  { field: number, filter: 'not_equal', value: '10.5', cell: null, expected: true },
  { field: number, filter: 'not_equal', value: 'abc', cell: null, expected: 'ignored' },
  { field: boolean, filter: 'not_equal', value: '1', cell: false, expected: true },
  { field: boolean, filter: 'not_equal', value: '1', cell: true, expected: false },
  { field: boolean, filter: 'not_equal', value: 'on', cell: true, expected: 'ignored' },

  { field: files, filter: 'filename_contains', value: 'report', cell: report, expected: true },
  { field: files, filter: 'filename_contains', value: ' 2021.PDF ', cell: report, expected: true },
  { field: files, filter: 'filename_contains', value: 'xlsx', cell: report, expected: false },
  { field: files, filter: 'filename_contains', value: 'budget', cell: twoFiles, expected: true },
  { field: files, filter: 'filename_contains', value: '_a', cell: twoFiles, expected: true },
  { field: files, filter: 'filename_contains', value: '_', cell: report, expected: false },
  { field: files, filter: 'filename_contains', value: '%', cell: twoFiles, expected: false },
  { field: files, filter: 'filename_contains', value: 'case-file', cell: report, expected: false },
  { field: files, filter: 'filename_contains', value: 'a', cell: [], expected: false },
  { field: files, filter: 'filename_contains', value: '  ', cell: report, expected: 'ignored' },

  { field: number, filter: 'higher_than', value: '9.4444', cell: '9.45', expected: true },
  { field: number, filter: 'higher_than', value: '9.4444', cell: '9.44', expected: false },
  { field: number, filter: 'higher_than', value: '10', cell: '10.00', expected: false },
  { field: number, filter: 'higher_than', value: ' 5 ', cell: '6.00', expected: true },
  { field: number, filter: 'higher_than', value: '-1', cell: '-0.50', expected: true },
  { field: number, filter: 'higher_than', value: '-1', cell: '-1.00', expected: false },
  { field: number, filter: 'higher_than', value: '-1', cell: '-2.00', expected: false },
  { field: number, filter: 'higher_than', value: '.5', cell: '0.60', expected: true },
  { field: number, filter: 'higher_than', value: '-100', cell: null, expected: false },
  { field: number, filter: 'higher_than', value: '99999999999999999999.98', cell: '99999999999999999999.99', expected: true },
  { field: number, filter: 'higher_than', value: '', cell: '1.00', expected: 'ignored' },
  { field: number, filter: 'higher_than', value: 'ten', cell: '1.00', expected: 'ignored' },
  { field: number, filter: 'lower_than', value: '9.4444', cell: '9.44', expected: true },
  { field: number, filter: 'lower_than', value: '9.4444', cell: '9.45', expected: false },
  { field: number, filter: 'lower_than', value: '0', cell: '-0.01', expected: true },
  { field: number, filter: 'lower_than', value: '0', cell: '0.00', expected: false },
  { field: number, filter: 'lower_than', value: '-0.5', cell: '-1.00', expected: true },
  { field: number, filter: 'lower_than', value: '100', cell: null, expected: false },
  { field: number, filter: 'lower_than', value: '1,5', cell: '1.00', expected: 'ignored' },

  { field: euDate, filter: 'date_equal', value: '2020-02-01', cell: '2020-02-01', expected: true },
  { field: euDate, filter: 'date_equal', value: ' 2020-2-1 ', cell: '2020-02-01', expected: true },
  { field: euDate, filter: 'date_equal', value: '2020-02-01', cell: '2020-02-02', expected: false },
  { field: euDate, filter: 'date_equal', value: '2020-02-01', cell: null, expected: false },
  { field: euDate, filter: 'date_equal', value: '2020-02-01T23:30:00', cell: '2020-02-01', expected: true },
  { field: isoDate, filter: 'date_equal', value: '2020-02-01T23:30:00-02:00', cell: '2020-02-02', expected: true },
  { field: isoDate, filter: 'date_equal', value: '2020-02-01T23:30:00-02:00', cell: '2020-02-01', expected: false },
  { field: euDate, filter: 'date_equal', value: '01/02/2020', cell: '2020-02-01', expected: 'ignored' },
  { field: euDate, filter: 'date_equal', value: '2020-02-30', cell: '2020-02-01', expected: 'ignored' },
  { field: euDate, filter: 'date_equal', value: 'yesterday', cell: '2020-02-01', expected: 'ignored' },
  { field: euDate, filter: 'date_equal', value: '0000-01-01', cell: '2020-02-01', expected: 'ignored' },
  { field: isoDateTime, filter: 'date_equal', value: '0001-01-01T00:30:00+01:00', cell: null, expected: 'ignored' },
  { field: isoDateTime, filter: 'date_equal', value: '0001-01-01T00:00:00Z', cell: '2020-02-01T00:12:00Z', expected: false },
  { field: euDate, filter: 'date_equal', value: '', cell: null, expected: 'ignored' },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01', cell: '2020-02-01T00:12:00Z', expected: true },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01', cell: '2020-02-01T23:59:59Z', expected: true },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01', cell: '2020-02-02T00:00:00Z', expected: false },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01T00:12:00', cell: '2020-02-01T00:12:00Z', expected: true },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01 00:12', cell: '2020-02-01T00:12:00Z', expected: true },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01T02:12:00+02:00', cell: '2020-02-01T00:12:00Z', expected: true },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01T00:12:00Z', cell: '2020-02-01T02:12:00Z', expected: false },
  { field: isoDateTime, filter: 'date_equal', value: '2020-02-01T00:12:01', cell: '2020-02-01T00:12:00Z', expected: false },
  { field: usDateTime12, filter: 'date_equal', value: '07/22/2021', cell: '2021-07-22T12:45:00Z', expected: 'ignored' },
  { field: euDate, filter: 'date_not_equal', value: '2020-02-01', cell: '2020-02-01', expected: false },
  { field: euDate, filter: 'date_not_equal', value: '2020-02-01', cell: '2020-02-02', expected: true },
  { field: euDate, filter: 'date_not_equal', value: '2020-02-01', cell: null, expected: true },
  { field: isoDateTime, filter: 'date_not_equal', value: '2020-02-01', cell: '2020-02-01T10:00:00Z', expected: false },
  { field: isoDateTime, filter: 'date_not_equal', value: '2020-02-01T10:00:00', cell: '2020-02-01T10:00:01Z', expected: true },
  { field: isoDateTime, filter: 'date_not_equal', value: '2020-02-01', cell: null, expected: true },
  { field: isoDateTime, filter: 'date_not_equal', value: 'soon', cell: null, expected: 'ignored' },

  { field: fruit, filter: 'single_select_equal', value: '1', cell: applePie, expected: true },
  { field: fruit, filter: 'single_select_equal', value: '1', cell: banana, expected: false },
  { field: fruit, filter: 'single_select_equal', value: '1', cell: null, expected: false },
  { field: fruit, filter: 'single_select_equal', value: ' 2 ', cell: banana, expected: true },
  { field: fruit, filter: 'single_select_equal', value: '+2', cell: banana, expected: true },
  { field: fruit, filter: 'single_select_equal', value: '3', cell: applePie, expected: false },
  { field: fruit, filter: 'single_select_equal', value: '999999', cell: applePie, expected: false },
  { field: fruit, filter: 'single_select_equal', value: '99999999999999999999', cell: applePie, expected: false },
  { field: fruit, filter: 'single_select_equal', value: 'Apple pie', cell: applePie, expected: 'ignored' },
  { field: fruit, filter: 'single_select_equal', value: '1.0', cell: applePie, expected: 'ignored' },
  { field: fruit, filter: 'single_select_equal', value: '', cell: null, expected: 'ignored' },
  { field: colour, filter: 'single_select_equal', value: '3', cell: red, expected: true },
  { field: fruit, filter: 'single_select_not_equal', value: '1', cell: applePie, expected: false },
  { field: fruit, filter: 'single_select_not_equal', value: '1', cell: banana, expected: true },
  { field: fruit, filter: 'single_select_not_equal', value: '1', cell: null, expected: true },
  { field: fruit, filter: 'single_select_not_equal', value: '3', cell: applePie, expected: true },
  { field: fruit, filter: 'single_select_not_equal', value: 'x', cell: null, expected: 'ignored' },

  { field: boolean, filter: 'boolean', value: '1', cell: true, expected: true },
  { field: boolean, filter: 'boolean', value: '1', cell: false, expected: false },
  { field: boolean, filter: 'boolean', value: '', cell: false, expected: true },
  { field: boolean, filter: 'boolean', value: '', cell: true, expected: false },
  { field: boolean, filter: 'boolean', value: ' YES ', cell: true, expected: true },
  { field: boolean, filter: 'boolean', value: 'On', cell: true, expected: true },
  { field: boolean, filter: 'boolean', value: 'o', cell: true, expected: true },
  { field: boolean, filter: 'boolean', value: 'y', cell: false, expected: false },
  { field: boolean, filter: 'boolean', value: 'no', cell: false, expected: true },
  { field: boolean, filter: 'boolean', value: 'False', cell: true, expected: false },
  { field: boolean, filter: 'boolean', value: 'nonsense', cell: false, expected: true },
  { field: boolean, filter: 'boolean', value: '0', cell: true, expected: false },
  ...systemDateCases,
  ...dateIsCases,
  ...autonumberCases,
  ...multipleSelectCases,
  ...numericTypeCases,
  ...orEqualCases,
];
