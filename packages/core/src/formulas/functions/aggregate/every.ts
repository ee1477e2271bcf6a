import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** Whether every item of a list of booleans is true (SQL `every`); false for no linked rows, since SQL answers NULL there and a boolean formula is never empty. */
export const every = defineFormulaFunction({
  name: 'every',
  category: 'aggregate',
  signature: 'every(list)',
  description: 'Whether all the booleans of the linked rows are true.',
  example: "every(lookup('Invoices', 'Paid'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  typeOf: takes('every', ['list of booleans'], () => ({ type: 'boolean' })),
  evaluate: ([list]) => Array.isArray(list) && list.length > 0 && list.every((item) => item === true),
});
