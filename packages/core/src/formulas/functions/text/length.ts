import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { characters } from './characters.js';

/** The number of characters in a text (code points, as SQL `length`). */
export const length = defineFormulaFunction({
  name: 'length',
  category: 'text',
  signature: 'length(text)',
  description: 'The number of characters in the text.',
  example: "length(field('Name'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('length', ['text'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([text]) => characters(asText(text ?? null)).length,
});
