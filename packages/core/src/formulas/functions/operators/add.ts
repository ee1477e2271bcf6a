import { defineFormulaFunction } from '../function-def.js';
import { describeFormulaType } from '../../formula-type.js';
import { widestNumber } from '../typing.js';
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
  typeOf: ([a, b]) => {
    if (a?.type === 'number' && b?.type === 'number') return { ok: true, type: widestNumber([a, b]) };
    const wrong = a?.type === 'number' || a?.type === 'text' ? 1 : 0;
    return { ok: false, error: `\`add\` adds two numbers or joins two texts, got ${describeFormulaType(a!)} and ${describeFormulaType(b!)}`, argIndex: wrong };
  },
  evaluate: ([a, b]) => asNumber(a ?? null)! + asNumber(b ?? null)!,
});
