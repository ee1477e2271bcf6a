import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** The value itself: Cellar's functions already answer empty where the reference raises a cell error; kept so its formulas paste in. */
export const errorToNull = defineFormulaFunction({
  name: 'error_to_null',
  category: 'logic',
  signature: 'error_to_null(value)',
  description: 'The value, or empty where it could not be computed.',
  example: "error_to_null(tonumber(field('Code')))",
  arity: { min: 1, max: 1 },
  keepsNulls: true,
  typeOf: takes('error_to_null', ['any'], ([type]) => type!),
  evaluate: ([value = null]) => value,
});
