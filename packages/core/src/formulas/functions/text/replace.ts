import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { boundText, replacementTooLarge } from '../text-bounds.js';

/** Every occurrence of a text replaced by another, case-sensitively (SQL `replace`). */
export const replace = defineFormulaFunction({
  name: 'replace',
  category: 'text',
  signature: 'replace(text, search, replacement)',
  description: 'The text with every occurrence of the search text replaced.',
  example: "replace(field('Phone'), '-', '')",
  arity: { min: 3, max: 3 },
  typeOf: takes('replace', ['text', 'text', 'text'], () => ({ type: 'text' })),
  evaluate: ([text, search, replacement]) => {
    const needle = asText(search ?? null);
    const source = asText(text ?? null);
    const by = asText(replacement ?? null);
    if (replacementTooLarge(source, by, 1)) return null;
    return boundText(needle === '' ? source : source.split(needle).join(by));
  },
});
