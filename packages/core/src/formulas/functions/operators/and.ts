import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** `a && b`, also written `and(a, b)`. */
export const and = defineFormulaFunction({
  name: 'and',
  category: 'operator',
  signature: 'and(boolean, boolean)',
  description: 'Whether both are true.',
  example: "and(field('Paid'), field('Shipped'))",
  arity: { min: 2, max: 2 },
  typeOf: takes('and', ['boolean', 'boolean'], () => ({ type: 'boolean' })),
  evaluate: ([a, b]) => a === true && b === true,
});
