import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';

/** Text in capitals (SQL `upper`, which follows Unicode case rules like JS's `toUpperCase` for single characters). */
export const upper = defineFormulaFunction({
  name: 'upper',
  category: 'text',
  signature: 'upper(text)',
  description: 'The text in capital letters.',
  example: "upper(field('Name'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('upper', ['text'], () => ({ type: 'text' })),
  evaluate: ([value = null]) => asText(value).toUpperCase(),
});
