import type { FilterField } from '../filter-type.js';
import { compareNumericCell, numericFilterValue } from '../number-compare/numeric-value.js';

/** The field types `equal` and `not_equal` take (contract §11.2; rating, duration and autonumber as the reference). */
export const equalFieldTypes = ['text', 'long_text', 'url', 'email', 'phone_number', 'number', 'boolean', 'rating', 'duration', 'autonumber'] as const;

/** A field type `equal` takes. */
export type EqualFieldType = (typeof equalFieldTypes)[number];

/** What `equal` means for one field type: how its trimmed value reads (null: ignored) and when a cell equals it. */
export interface Equality<Value extends string | boolean = string | boolean> {
  read(text: string, field: FilterField): Value | null;
  equals(cell: unknown, value: Value, field: FilterField): boolean;
}

// Case-sensitive, as the reference's exact lookup.
const textEquality: Equality<string> = {
  read: (text) => text,
  equals: (cell, value) => cell === value,
};

// Compared by value: 1.5 equals a cell of 1.50; a rating as a whole number, a duration by its seconds.
const numberEquality: Equality<string> = {
  read: numericFilterValue,
  equals: (cell, value, field) => compareNumericCell(cell, value, field) === 0,
};

// Only these spellings, case-sensitive: the words Python's bool parsing of the reference understands.
const booleanWords = new Map<string, boolean>([
  ['1', true],
  ['t', true],
  ['True', true],
  ['0', false],
  ['f', false],
  ['False', false],
]);

// An empty checkbox (null for rows older than the field) is unticked.
const booleanEquality: Equality<boolean> = {
  read: (text) => booleanWords.get(text) ?? null,
  equals: (cell, value) => (cell === true) === value,
};

/** Each compatible field type's equality; complete, so a new compatible type needs its own. */
export const equalities: { readonly [K in EqualFieldType]: Equality<any> } = { // eslint-disable-line @typescript-eslint/no-explicit-any
  text: textEquality,
  long_text: textEquality,
  url: textEquality,
  email: textEquality,
  phone_number: textEquality,
  number: numberEquality,
  boolean: booleanEquality,
  rating: numberEquality,
  autonumber: numberEquality,
  duration: numberEquality,
};

/** The equality of a field type; text's for a type `equal` does not take (never reached: compatibility is checked first). */
export function equalityOf(type: string): Equality {
  return (equalities as Record<string, Equality | undefined>)[type] ?? textEquality;
}
