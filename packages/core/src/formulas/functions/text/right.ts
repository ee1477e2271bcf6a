import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber, asText } from '../values.js';
import { characters } from './characters.js';

/** The last characters of a text; a negative count leaves that many off the start (SQL `right`). */
export const right = defineFormulaFunction({
  name: 'right',
  category: 'text',
  signature: 'right(text, count)',
  description: 'The last characters of the text.',
  example: "right(field('Phone'), 4)",
  arity: { min: 2, max: 2 },
  typeOf: takes('right', ['text', 'number'], () => ({ type: 'text' })),
  evaluate: ([text, count]) => {
    const chars = characters(asText(text ?? null));
    const n = Math.trunc(asNumber(count ?? null) ?? 0);
    return (n >= 0 ? chars.slice(Math.max(0, chars.length - n)) : chars.slice(Math.min(chars.length, -n))).join('');
  },
});
