import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { mapCase } from './characters.js';

/** Text in small letters. */
export const lower = defineFormulaFunction({
  name: 'lower',
  category: 'text',
  signature: 'lower(text)',
  description: 'The text in small letters.',
  example: "lower(field('Email'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('lower', ['text'], () => ({ type: 'text' })),
  evaluate: ([value = null]) => mapCase(asText(value), (char) => char.toLowerCase()),
});
