import { maxFormulaDecimalPlaces, numberType } from '../../formula-type.js';
import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asNumber } from '../values.js';
import { roundFormulaNumber } from '../number-text.js';

/**
 * `round(number, places)`, half away from zero (SQL numeric `round`); places are truncated to a whole
 * number. The result shows as many places as a literal second argument asks for (the reference's
 * guess), 10 when places come from a field. Negative places round to tens, hundreds…
 */
export const round = defineFormulaFunction({
  name: 'round',
  category: 'number',
  signature: 'round(number, places)',
  description: 'The number rounded to the given decimal places.',
  example: "round(field('Price') * 1.21, 2)",
  arity: { min: 2, max: 2 },
  typeOf: (args, literals) => {
    const places = literals?.[1];
    return checkArguments('round', ['number', 'number'], args) ?? { ok: true, type: numberType(typeof places === 'number' ? places : maxFormulaDecimalPlaces) };
  },
  evaluate: ([value, places]) => roundFormulaNumber(asNumber(value ?? null)!, Math.trunc(asNumber(places ?? null)!)),
});
