import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** The opposite of a boolean; empty (which only a boolean function's own empty could be) gives false, as every boolean call. */
export const not = defineFormulaFunction({
  name: 'not',
  category: 'logic',
  signature: 'not(boolean)',
  description: 'The opposite of a boolean.',
  example: "not(field('Done'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('not', ['boolean'], () => ({ type: 'boolean' })),
  evaluate: ([value]) => (value === null || value === undefined ? null : !value),
});
