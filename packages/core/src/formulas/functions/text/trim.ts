import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { trimmedSpace } from './characters.js';

/** A text without the white space at either end (spaces, tabs, line breaks: SQL `btrim(x, E' \\t\\n\\r\\f\\v')`). */
export const trim = defineFormulaFunction({
  name: 'trim',
  category: 'text',
  signature: 'trim(text)',
  description: 'The text without white space at its start and end.',
  example: "trim(field('Name'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('trim', ['text'], () => ({ type: 'text' })),
  evaluate: ([text]) => {
    const chars = asText(text ?? null);
    let start = 0;
    let end = chars.length;
    while (start < end && trimmedSpace.includes(chars[start]!)) start += 1;
    while (end > start && trimmedSpace.includes(chars[end - 1]!)) end -= 1;
    return chars.slice(start, end);
  },
});
