import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** The natural logarithm, with the number's places; empty for 0 or less (the reference gives NaN). */
export const ln = defineFormulaFunction({
  name: 'ln',
  category: 'number',
  signature: 'ln(number)',
  description: 'The natural logarithm of the number; empty for 0 or less.',
  example: "ln(field('Growth'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('ln', ['number'], ([type]) => type!),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return x <= 0 ? null : Math.log(x);
  },
});
