import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';

/** Whether a text contains another, case-sensitively; every text contains ''. */
export const contains = defineFormulaFunction({
  name: 'contains',
  category: 'text',
  signature: 'contains(text, search)',
  description: 'Whether the text contains the search text.',
  example: "contains(field('Email'), '@example.com')",
  arity: { min: 2, max: 2 },
  typeOf: takes('contains', ['text', 'text'], () => ({ type: 'boolean' })),
  evaluate: ([text, search]) => asText(text ?? null).includes(asText(search ?? null)),
});
