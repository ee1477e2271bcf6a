import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** Whether a number is odd (`abs(mod(x, 2)) = 1`, so negative odd numbers are odd too, unlike the reference's `mod(x, 2) = 1`). */
export const odd = defineFormulaFunction({
  name: 'odd',
  category: 'number',
  signature: 'odd(number)',
  description: 'Whether the number is odd.',
  example: "odd(field('Row'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('odd', ['number'], () => ({ type: 'boolean' })),
  evaluate: ([value]) => Math.abs((asNumber(value ?? null) ?? 0) % 2) === 1,
});
