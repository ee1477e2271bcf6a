import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** Whether a value is empty (SQL `IS NULL`); '' is a value. */
export const isNull = defineFormulaFunction({
  name: 'is_null',
  category: 'logic',
  signature: 'is_null(value)',
  description: "Whether the value is empty; empty text '' is not.",
  example: "is_null(field('Due date'))",
  arity: { min: 1, max: 1 },
  keepsNulls: true,
  typeOf: takes('is_null', ['any'], () => ({ type: 'boolean' })),
  evaluate: ([value = null]) => value === null,
});
