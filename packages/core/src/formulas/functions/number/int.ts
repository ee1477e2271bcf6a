import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber } from '../values.js';

/** The reference's older name of `trunc`, kept so its formulas paste in. */
export const int = defineFormulaFunction({
  name: 'int',
  category: 'number',
  signature: 'int(number)',
  description: "The number without its decimals (trunc's older name).",
  example: "int(field('Hours'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('int', ['number'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([value]) => {
    const x = asNumber(value ?? null) ?? 0;
    return Math.trunc(x) || 0;
  },
});
