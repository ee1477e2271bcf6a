import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** Whether any item of a list of booleans is true (SQL `bool_or`); false for no linked rows. */
export const any = defineFormulaFunction({
  name: 'any',
  category: 'aggregate',
  signature: 'any(list)',
  description: 'Whether any of the booleans of the linked rows is true.',
  example: "any(lookup('Invoices', 'Paid'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  typeOf: takes('any', ['list of booleans'], () => ({ type: 'boolean' })),
  evaluate: ([list]) => Array.isArray(list) && list.some((item) => item === true),
});
