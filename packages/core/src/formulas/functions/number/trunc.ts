import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** A number with its decimals cut off, toward zero. */
export const trunc = defineFormulaFunction({
  name: 'trunc',
  category: 'number',
  signature: 'trunc(number)',
  description: 'The number without its decimals.',
  example: "trunc(field('Hours'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('trunc', ['number'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.trunc(x) || 0;
  },
});
