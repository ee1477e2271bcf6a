import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** Whether a number has no value — the reference's NaN (a division by zero) is Cellar's empty number. */
export const isNan = defineFormulaFunction({
  name: 'is_nan',
  category: 'number',
  signature: 'is_nan(number)',
  description: 'Whether the number has no value, as after a division by zero.',
  example: "is_nan(field('Total') / field('Count'))",
  arity: { min: 1, max: 1 },
  keepsNulls: true,
  typeOf: takes('is_nan', ['number'], () => ({ type: 'boolean' })),
  evaluate: ([value = null]) => value === null,
});
