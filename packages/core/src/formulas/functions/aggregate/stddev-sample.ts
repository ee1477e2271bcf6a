import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf, spread } from './list-values.js';

/** The sample standard deviation (SQL `stddev_samp`); empty for fewer than two values. */
export const stddevSample = defineFormulaFunction({
  name: 'stddev_sample',
  category: 'aggregate',
  signature: 'stddev_sample(list)',
  description: 'The sample standard deviation of the numbers.',
  example: "stddev_sample(lookup('Scores', 'Points'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('stddev_sample', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => {
    const values = numbersOf(list ?? null);
    return values.length < 2 ? null : Math.sqrt(spread(values).squares / (values.length - 1));
  },
});
