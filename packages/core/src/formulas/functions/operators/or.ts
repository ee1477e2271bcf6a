import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** `a || b`, also written `or(a, b)`. */
export const or = defineFormulaFunction({
  name: 'or',
  category: 'operator',
  signature: 'or(boolean, boolean)',
  description: 'Whether either is true.',
  example: "or(field('Urgent'), field('Overdue'))",
  arity: { min: 2, max: 2 },
  typeOf: takes('or', ['boolean', 'boolean'], () => ({ type: 'boolean' })),
  evaluate: ([a, b]) => a === true || b === true,
});
