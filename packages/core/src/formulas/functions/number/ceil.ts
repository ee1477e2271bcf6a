import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** A number rounded up to a whole number. */
export const ceil = defineFormulaFunction({
  name: 'ceil',
  category: 'number',
  signature: 'ceil(number)',
  description: 'The number rounded up to a whole number.',
  example: "ceil(field('Hours'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('ceil', ['number'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.ceil(x) || 0;
  },
});
