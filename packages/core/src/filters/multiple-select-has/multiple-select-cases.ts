import type { FilterCase } from '../filter-case.js';
import type { FilterField } from '../filter-type.js';

// Multiple select cells in their API form. As for single selects, the server's tests write the
// ids of the options with the same values, and read a `multiple_select_*` value's digits as such ids.
const urgent = { id: 4, value: 'Urgent', color: 'red' };
const later = { id: 5, value: 'Later', color: 'blue' };

/** The options the multiple select cases name, by the ids the cases give them. */
export const multipleSelectCaseOptions = [urgent, later] as const;

const tags: FilterField = { type: 'multiple_select', options: { select_options: [{ value: 'Urgent', color: 'red' }, { value: 'Later', color: 'blue' }] } };

/** The multiple select rows of the filters' truth table (issue 32). */
export const multipleSelectCases: readonly FilterCase[] = [
  { field: tags, filter: 'multiple_select_has', value: '4', cell: [urgent], expected: true },
  { field: tags, filter: 'multiple_select_has', value: '4', cell: [later, urgent], expected: true },
  { field: tags, filter: 'multiple_select_has', value: '4', cell: [later], expected: false },
  { field: tags, filter: 'multiple_select_has', value: '4', cell: [], expected: false },
  // Several ids: has any of them.
  { field: tags, filter: 'multiple_select_has', value: '4,5', cell: [later], expected: true },
  { field: tags, filter: 'multiple_select_has', value: ' 5 , x, 4 ', cell: [urgent], expected: true },
  { field: tags, filter: 'multiple_select_has', value: '999999', cell: [urgent], expected: false },
  { field: tags, filter: 'multiple_select_has', value: '99999999999999999999', cell: [urgent], expected: false },
  // A value naming no id matches nothing (the reference's answer to a value it cannot read).
  { field: tags, filter: 'multiple_select_has', value: 'Urgent', cell: [urgent], expected: false },
  { field: tags, filter: 'multiple_select_has', value: '  ', cell: [urgent], expected: 'ignored' },
  { field: tags, filter: 'multiple_select_has_not', value: '4', cell: [urgent], expected: false },
  { field: tags, filter: 'multiple_select_has_not', value: '4', cell: [later], expected: true },
  { field: tags, filter: 'multiple_select_has_not', value: '4', cell: [], expected: true },
  { field: tags, filter: 'multiple_select_has_not', value: '4,5', cell: [later], expected: false },
  { field: tags, filter: 'multiple_select_has_not', value: 'Urgent', cell: [later], expected: 'ignored' },
  { field: tags, filter: 'contains', value: 'RGE', cell: [later, urgent], expected: true },
  { field: tags, filter: 'contains', value: 'rge', cell: [later], expected: false },
  { field: tags, filter: 'contains', value: 'a', cell: [], expected: false },
  { field: tags, filter: 'contains', value: ' ', cell: [urgent], expected: 'ignored' },
  { field: tags, filter: 'contains_not', value: 'urg', cell: [urgent], expected: false },
  { field: tags, filter: 'contains_not', value: 'urg', cell: [later], expected: true },
  { field: tags, filter: 'contains_not', value: 'urg', cell: [], expected: true },
  { field: tags, filter: 'empty', value: '', cell: [], expected: true },
  { field: tags, filter: 'empty', value: '', cell: [later], expected: false },
  { field: tags, filter: 'not_empty', value: '', cell: [later], expected: true },
  { field: tags, filter: 'not_empty', value: '', cell: [], expected: false },
];
