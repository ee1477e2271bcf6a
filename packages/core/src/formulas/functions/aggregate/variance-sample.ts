import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf, spread } from './list-values.js';

/** The sample variance (SQL `var_samp`); empty for fewer than two values. */
export const varianceSample = defineFormulaFunction({
  name: 'variance_sample',
  category: 'aggregate',
  signature: 'variance_sample(list)',
  description: 'The sample variance of the numbers.',
  example: "variance_sample(lookup('Scores', 'Points'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('variance_sample', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => {
    const values = numbersOf(list ?? null);
    return values.length < 2 ? null : spread(values).squares / (values.length - 1);
  },
});
