import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** e raised to a number, with the number's places. */
export const exp = defineFormulaFunction({
  name: 'exp',
  category: 'number',
  signature: 'exp(number)',
  description: 'e raised to the number.',
  example: "exp(1)",
  arity: { min: 1, max: 1 },
  typeOf: takes('exp', ['number'], ([type]) => type!),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.exp(x);
  },
});
