import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** `a * b`, with the wider of the two numbers' decimal places (the reference's rule, not their sum). */
export const multiply = defineFormulaFunction({
  name: 'multiply',
  category: 'operator',
  signature: 'number * number',
  description: 'Multiplies two numbers.',
  example: "field('Quantity') * field('Unit price')",
  arity: { min: 2, max: 2 },
  typeOf: (args) => checkArguments('multiply', ['number', 'number'], args) ?? { ok: true, type: widestNumber(args) },
  evaluate: ([a, b]) => asNumber(a ?? null)! * asNumber(b ?? null)!,
});
