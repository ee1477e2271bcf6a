import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { extremeOf } from './extreme.js';

/** The least item of a list of numbers, texts (by code point) or dates; empty for no values. */
export const min = defineFormulaFunction({
  name: 'min',
  category: 'aggregate',
  signature: 'min(list)',
  description: 'The smallest value of the linked rows.',
  example: "min(lookup('Invoices', 'Issued'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('min', ['list of numbers, texts or dates'], ([list]) => itemType(list!)),
  evaluate: ([list = null], [type]) => extremeOf(list, type, -1),
});
