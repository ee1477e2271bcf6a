import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { characters } from './characters.js';

/** Where a text first appears in another, counting characters from 1; 0 when it does not (SQL `strpos`; '' is found at 1). */
export const search = defineFormulaFunction({
  name: 'search',
  category: 'text',
  signature: 'search(text, search)',
  description: 'The position of the search text in the text, from 1; 0 when absent.',
  example: "search(field('Email'), '@')",
  arity: { min: 2, max: 2 },
  typeOf: takes('search', ['text', 'text'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([text, search]) => {
    const source = asText(text ?? null);
    const index = source.indexOf(asText(search ?? null));
    return index === -1 ? 0 : characters(source.slice(0, index)).length + 1;
  },
});
