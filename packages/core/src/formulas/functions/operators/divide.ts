import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, divisionType } from '../typing.js';
import { asNumber } from '../values.js';

/**
 * `a / b`, shown with 10 decimal places so `1/3` is not 0. Division by zero is empty (SQL: `CASE WHEN
 * b = 0 THEN NULL ELSE a / b END`): the reference answers NaN and shows a cell error, but an empty
 * value filters, sorts and serialises like any other empty number, on both engines.
 */
export const divide = defineFormulaFunction({
  name: 'divide',
  category: 'operator',
  signature: 'number / number',
  description: 'Divides the first number by the second; empty when dividing by zero.',
  example: "field('Total') / field('Count')",
  arity: { min: 2, max: 2 },
  typeOf: (args) => checkArguments('divide', ['number', 'number'], args) ?? { ok: true, type: divisionType },
  evaluate: ([a, b]) => {
    const divisor = asNumber(b ?? null)!;
    return divisor === 0 ? null : asNumber(a ?? null)! / divisor;
  },
});
