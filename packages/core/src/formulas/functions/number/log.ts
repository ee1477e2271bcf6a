import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** The logarithm of a number in a base, base first as SQL's `log(b, x)`; empty for a base or number of 0 or less, or a base of 1. */
export const log = defineFormulaFunction({
  name: 'log',
  category: 'number',
  signature: 'log(base, number)',
  description: 'The logarithm of the number in the given base.',
  example: "log(10, field('Amount'))",
  arity: { min: 2, max: 2 },
  typeOf: takes('log', ['number', 'number'], widestNumber),
  evaluate: ([base, value]) => {
    const b = asNumber(base ?? null) ?? 0;
    const x = asNumber(value ?? null) ?? 0;
    return b <= 0 || x <= 0 || b === 1 ? null : Math.log(x) / Math.log(b);
  },
});
