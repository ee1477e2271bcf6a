import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf } from './list-values.js';

/** The sum of a list of numbers, with their places; 0 for no linked rows (SQL `coalesce(sum(…), 0)`). */
export const sum = defineFormulaFunction({
  name: 'sum',
  category: 'aggregate',
  signature: 'sum(list)',
  description: 'The sum of the numbers of the linked rows.',
  example: "sum(lookup('Invoices', 'Amount'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  typeOf: takes('sum', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => numbersOf(list ?? null).reduce((total, value) => total + value, 0),
});
