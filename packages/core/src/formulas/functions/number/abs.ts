import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** A number without its sign. */
export const abs = defineFormulaFunction({
  name: 'abs',
  category: 'number',
  signature: 'abs(number)',
  description: 'The number without its sign.',
  example: "abs(field('Change'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('abs', ['number'], ([type]) => type!),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.abs(x);
  },
});
