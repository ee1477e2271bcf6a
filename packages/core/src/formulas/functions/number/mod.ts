import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** The remainder of a division, with the dividend's sign (SQL `mod`); empty when dividing by zero. */
export const mod = defineFormulaFunction({
  name: 'mod',
  category: 'number',
  signature: 'mod(number, divisor)',
  description: 'The remainder after dividing the number by the divisor.',
  example: "mod(field('Row'), 2)",
  arity: { min: 2, max: 2 },
  typeOf: takes('mod', ['number', 'number'], widestNumber),
  evaluate: ([a, b]) => {
    const divisor = asNumber(b ?? null) ?? 0;
    return divisor === 0 ? null : (asNumber(a ?? null) ?? 0) % divisor;
  },
});
