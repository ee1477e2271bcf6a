import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { extremeOf } from './extreme.js';

/** The greatest item of a list of numbers, texts (by code point) or dates; empty for no values. */
export const max = defineFormulaFunction({
  name: 'max',
  category: 'aggregate',
  signature: 'max(list)',
  description: 'The greatest value of the linked rows.',
  example: "max(lookup('Invoices', 'Amount'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('max', ['list of numbers, texts or dates'], ([list]) => itemType(list!)),
  evaluate: ([list = null], [type]) => extremeOf(list, type, 1),
});
