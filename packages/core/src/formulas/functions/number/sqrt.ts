import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** The square root, with the number's places; empty for a negative number. */
export const sqrt = defineFormulaFunction({
  name: 'sqrt',
  category: 'number',
  signature: 'sqrt(number)',
  description: 'The square root of the number; empty for a negative number.',
  example: "sqrt(field('Area'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('sqrt', ['number'], ([type]) => type!),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return x < 0 ? null : Math.sqrt(x);
  },
});
