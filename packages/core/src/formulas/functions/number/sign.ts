import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** The sign of a number: -1, 0 or 1. */
export const sign = defineFormulaFunction({
  name: 'sign',
  category: 'number',
  signature: 'sign(number)',
  description: 'The sign of the number: -1, 0 or 1.',
  example: "sign(field('Balance'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('sign', ['number'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.sign(x) || 0;
  },
});
