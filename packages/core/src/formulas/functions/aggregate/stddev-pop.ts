import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf, spread } from './list-values.js';

/** The population standard deviation (SQL `stddev_pop`); empty for no values. */
export const stddevPop = defineFormulaFunction({
  name: 'stddev_pop',
  category: 'aggregate',
  signature: 'stddev_pop(list)',
  description: 'The population standard deviation of the numbers.',
  example: "stddev_pop(lookup('Scores', 'Points'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('stddev_pop', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => {
    const values = numbersOf(list ?? null);
    return values.length === 0 ? null : Math.sqrt(spread(values).squares / values.length);
  },
});
