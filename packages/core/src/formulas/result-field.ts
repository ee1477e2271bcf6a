import type { FieldTypeName } from '../fields/field-type.js';
import type { ComputedDisplayOptions } from '../fields/formula/computed-options.js';
import type { NumberOptions } from '../fields/number/number-options.js';
import type { SystemDateOptions } from '../fields/system-date/system-date-options.js';
import type { FormulaTypeName } from './formula-type.js';

/**
 * The stored field a computed value behaves like (issue 34, point 5): a formula of type number
 * filters, sorts, searches and shows like a number field with the same decimal places, a date like
 * a date field, and so on. Filters, sorts, display and the API docs all ask this one place.
 */
export type ResultField =
  | { type: 'text'; options: Record<string, never> }
  | { type: 'number'; options: NumberOptions }
  | { type: 'boolean'; options: Record<string, never> }
  /** A date field's options, with created_on's zone keys: a date with a time may show in a zone, as the reference's formula dates do. */
  | { type: 'date'; options: SystemDateOptions }
  /** A list (lookups, `filter`): each item behaves like `item`; cells are `[{id, value}]` as a link's. */
  | { type: 'array'; item: ScalarResultField }
  /** A formula that does not work: always empty. */
  | { type: 'invalid' };

/** A result field an array may hold. */
export type ScalarResultField = Exclude<ResultField, { type: 'array' } | { type: 'invalid' }>;

/** The number field's options for a computed number: as many places as the result has, negatives allowed. */
function numberOptionsOf(options: ComputedDisplayOptions): NumberOptions {
  const places = options.number_decimal_places ?? 0;
  return {
    number_type: places > 0 ? 'DECIMAL' : 'INTEGER',
    number_decimal_places: Math.max(1, places),
    number_negative: true,
    number_prefix: options.number_prefix ?? '',
    number_suffix: options.number_suffix ?? '',
    number_separator: options.number_separator ?? '',
    number_percent: false,
  };
}

function dateOptionsOf(options: ComputedDisplayOptions): SystemDateOptions {
  return {
    date_format: options.date_format ?? 'EU',
    date_include_time: options.date_include_time ?? false,
    date_time_format: options.date_time_format ?? '24',
    date_show_tzinfo: options.date_show_tzinfo ?? false,
    date_force_timezone: options.date_force_timezone ?? null,
  };
}

const scalars: { readonly [T in ScalarResultField['type']]: (options: ComputedDisplayOptions) => ScalarResultField } = {
  text: () => ({ type: 'text', options: {} }),
  number: (options) => ({ type: 'number', options: numberOptionsOf(options) }),
  boolean: () => ({ type: 'boolean', options: {} }),
  date: (options) => ({ type: 'date', options: dateOptionsOf(options) }),
};

function scalarOf(type: FormulaTypeName | null | undefined, options: ComputedDisplayOptions): ScalarResultField | null {
  return type && type in scalars ? scalars[type as ScalarResultField['type']](options) : null;
}

/** The field a computed field's value behaves like, from its answered `formula_type` and its display options. */
export function resultFieldOf(options: ComputedDisplayOptions): ResultField {
  if (options.formula_type === 'array') {
    const item = scalarOf(options.array_formula_type, options);
    return item ? { type: 'array', item } : { type: 'invalid' };
  }
  return scalarOf(options.formula_type, options) ?? { type: 'invalid' };
}

/**
 * The stored field type whose filters and sorts a result takes: its own for a scalar, empty text for
 * an invalid formula; null for a list, which behaves as itself (a computed list is empty or not).
 */
export function standInTypeOf(result: ResultField): FieldTypeName | null {
  if (result.type === 'array') return null;
  if (result.type === 'invalid') return 'text';
  return result.type;
}
