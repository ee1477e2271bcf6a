import type { FilterField, FilterTypeName } from './filter-type.js';

/** One row of a filter's truth table: a field, a cell (API form), a filter and its raw value, and the outcome. */
export interface FilterCase {
  field: FilterField;
  filter: FilterTypeName;
  value: string;
  cell: unknown;
  /** `ignored` when the filter contributes nothing, so every row is kept. */
  expected: boolean | 'ignored';
  /** The moment relative date filters count from (ISO); both engines' tests fix their clock to it. */
  now?: string;
}
