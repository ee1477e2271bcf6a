import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** The greater of two numbers; an empty one is left out (SQL `greatest`). */
export const greatest = defineFormulaFunction({
  name: 'greatest',
  category: 'number',
  signature: 'greatest(number, number)',
  description: 'The greater of the two numbers.',
  example: "greatest(field('Bid'), field('Reserve'))",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  typeOf: takes('greatest', ['number', 'number'], widestNumber),
  evaluate: ([a = null, b = null]) => {
    const [x, y] = [asNumber(a), asNumber(b)];
    return x === null ? y : y === null ? x : Math.max(x, y);
  },
});
