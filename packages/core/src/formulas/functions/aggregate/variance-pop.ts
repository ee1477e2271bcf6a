import { defineFormulaFunction } from '../function-def.js';
import { itemType, takes } from '../typing.js';
import { numbersOf, spread } from './list-values.js';

/** The population variance (SQL `var_pop`); empty for no values. */
export const variancePop = defineFormulaFunction({
  name: 'variance_pop',
  category: 'aggregate',
  signature: 'variance_pop(list)',
  description: 'The population variance of the numbers.',
  example: "variance_pop(lookup('Scores', 'Points'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: takes('variance_pop', ['list of numbers'], ([list]) => itemType(list!)),
  evaluate: ([list]) => {
    const values = numbersOf(list ?? null);
    return values.length === 0 ? null : spread(values).squares / values.length;
  },
});
