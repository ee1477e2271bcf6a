import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber, asText } from '../values.js';
import { characters } from './characters.js';

/** The first characters of a text; a negative count leaves that many off the end (SQL `left`). The count is truncated to a whole number. */
export const left = defineFormulaFunction({
  name: 'left',
  category: 'text',
  signature: 'left(text, count)',
  description: 'The first characters of the text.',
  example: "left(field('Code'), 3)",
  arity: { min: 2, max: 2 },
  typeOf: takes('left', ['text', 'number'], () => ({ type: 'text' })),
  evaluate: ([text, count]) => {
    const chars = characters(asText(text ?? null));
    const n = Math.trunc(asNumber(count ?? null) ?? 0);
    return (n >= 0 ? chars.slice(0, n) : chars.slice(0, Math.max(0, chars.length + n))).join('');
  },
});
