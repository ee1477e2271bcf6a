import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, widestNumber } from '../typing.js';
import { asNumber } from '../values.js';

/** `a + b`: numbers add with the wider of their decimal places; two texts join (the reference makes that `concat`). */
export const add = defineFormulaFunction({
  name: 'add',
  category: 'operator',
  signature: 'number + number',
  description: 'Adds two numbers, or joins two texts.',
  example: "field('Price') + field('Shipping')",
  arity: { min: 2, max: 2 },
  renameFor: (args) => (args[0]?.type === 'text' && args[1]?.type === 'text' ? 'concat' : undefined),
  typeOf: (args) => checkArguments('+', ['number', 'number'], args) ?? { ok: true, type: widestNumber(args) },
  evaluate: ([a, b]) => asNumber(a ?? null)! + asNumber(b ?? null)!,
});
