import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { characters } from './characters.js';

/** A text backwards, character by character. */
export const reverse = defineFormulaFunction({
  name: 'reverse',
  category: 'text',
  signature: 'reverse(text)',
  description: 'The text backwards.',
  example: "reverse(field('Name'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('reverse', ['text'], () => ({ type: 'text' })),
  evaluate: ([text]) => characters(asText(text ?? null)).reverse().join(''),
});
