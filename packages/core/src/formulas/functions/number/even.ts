import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** Whether a number is even (`mod(x, 2) = 0`); a number with decimals is neither even nor odd. */
export const even = defineFormulaFunction({
  name: 'even',
  category: 'number',
  signature: 'even(number)',
  description: 'Whether the number is even.',
  example: "even(field('Row'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('even', ['number'], () => ({ type: 'boolean' })),
  evaluate: ([value]) => (asNumber(value ?? null) ?? 0) % 2 === 0,
});
