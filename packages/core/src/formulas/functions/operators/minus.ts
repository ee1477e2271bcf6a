import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** `a - b`, with the wider of the two numbers' decimal places. */
export const minus = defineFormulaFunction({
  name: 'minus',
  category: 'operator',
  signature: 'number - number',
  description: 'Subtracts the second number from the first.',
  example: "field('Total') - field('Discount')",
  arity: { min: 2, max: 2 },
  typeOf: (args) => checkArguments('minus', ['number', 'number'], args) ?? { ok: true, type: widestNumber(args) },
  evaluate: ([a, b]) => asNumber(a ?? null)! - asNumber(b ?? null)!,
});
