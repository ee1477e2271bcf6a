import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber, asText } from '../values.js';

/** The nth part of a text split by a delimiter, from 1; negative n counts from the end; '' past either end or for 0 (SQL `split_part`, with 0 as the reference has it). */
export const splitPart = defineFormulaFunction({
  name: 'split_part',
  category: 'text',
  signature: 'split_part(text, delimiter, n)',
  description: 'The nth part of the text, split by the delimiter.',
  example: "split_part(field('Full name'), ' ', 1)",
  arity: { min: 3, max: 3 },
  typeOf: takes('split_part', ['text', 'text', 'number'], () => ({ type: 'text' })),
  evaluate: ([text, delimiter, n]) => {
    const index = Math.trunc(asNumber(n ?? null) ?? 0);
    if (index === 0) return '';
    const source = asText(text ?? null);
    const separator = asText(delimiter ?? null);
    const parts = separator === '' ? [source] : source.split(separator);
    return (index > 0 ? parts[index - 1] : parts[parts.length + index]) ?? '';
  },
});
