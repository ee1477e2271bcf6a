import { defineFormulaFunction } from '../function-def.js';
import { takes, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** A number raised to a power; empty where SQL's `power` refuses (0 to a negative power, a negative number to a fraction). */
export const power = defineFormulaFunction({
  name: 'power',
  category: 'number',
  signature: 'power(number, exponent)',
  description: 'The number raised to the power.',
  example: "power(field('Side'), 2)",
  arity: { min: 2, max: 2 },
  typeOf: takes('power', ['number', 'number'], widestNumber),
  evaluate: ([a, b]) => (asNumber(a ?? null) ?? 0) ** (asNumber(b ?? null) ?? 0),
});
