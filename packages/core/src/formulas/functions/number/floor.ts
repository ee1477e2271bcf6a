import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** A number rounded down to a whole number. */
export const floor = defineFormulaFunction({
  name: 'floor',
  category: 'number',
  signature: 'floor(number)',
  description: 'The number rounded down to a whole number.',
  example: "floor(field('Hours'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('floor', ['number'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.floor(x);
  },
});
