import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** The number of items of a list — linked rows, empty values included (SQL `count(*)`). */
export const count = defineFormulaFunction({
  name: 'count',
  category: 'aggregate',
  signature: 'count(list)',
  description: 'The number of linked rows.',
  example: "count(field('Invoices'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('count', ['list'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([list]) => (Array.isArray(list) ? list.length : 0),
});
