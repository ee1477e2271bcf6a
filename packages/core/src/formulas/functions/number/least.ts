import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** The smaller of two numbers; an empty one is left out (SQL `least`). */
export const least = defineFormulaFunction({
  name: 'least',
  category: 'number',
  signature: 'least(number, number)',
  description: 'The smaller of the two numbers.',
  example: "least(field('Stock'), 10)",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  typeOf: takes('least', ['number', 'number'], widestNumber),
  evaluate: ([a = null, b = null]) => {
    const [x, y] = [asNumber(a), asNumber(b)];
    return x === null ? y : y === null ? x : Math.min(x, y);
  },
});
