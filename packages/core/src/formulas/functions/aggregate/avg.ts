import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf } from './list-values.js';

/** The mean of a list of numbers, shown with their places as the reference types it (so 1 and 2 average to 2 with 0 places); empty for no values. */
export const avg = defineFormulaFunction({
  name: 'avg',
  category: 'aggregate',
  signature: 'avg(list)',
  description: 'The average of the numbers of the linked rows.',
  example: "avg(lookup('Invoices', 'Amount'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('avg', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => {
    const values = numbersOf(list ?? null);
    return values.length === 0 ? null : values.reduce((total, value) => total + value, 0) / values.length;
  },
});
