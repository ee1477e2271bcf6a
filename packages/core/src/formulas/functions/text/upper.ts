import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { mapCase } from './characters.js';

/** Text in capitals, character by character as SQL's `upper` (characters.ts). */
export const upper = defineFormulaFunction({
  name: 'upper',
  category: 'text',
  signature: 'upper(text)',
  description: 'The text in capital letters.',
  example: "upper(field('Name'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('upper', ['text'], () => ({ type: 'text' })),
  evaluate: ([value = null]) => mapCase(asText(value), (char) => char.toUpperCase()),
});
