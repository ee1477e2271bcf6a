import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';

/** The number, or the fallback where it has no value. Cellar's empty number stands where the reference has NaN (a division by zero), so `when_nan(a / b, 0)` pasted from it reads the same. */
export const whenNan = defineFormulaFunction({
  name: 'when_nan',
  category: 'number',
  signature: 'when_nan(number, fallback)',
  description: 'The number, or the fallback when it has no value (a division by zero).',
  example: "when_nan(field('Total') / field('Count'), 0)",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  typeOf: takes('when_nan', ['number', 'number'], widestNumber),
  evaluate: ([a = null, b = null]) => a ?? b,
});
