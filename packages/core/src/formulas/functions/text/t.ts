import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';

/** The text of a text value, and '' for any other (the reference's `t`). */
export const t = defineFormulaFunction({
  name: 't',
  category: 'text',
  signature: 't(value)',
  description: 'The value when it is text, otherwise empty text.',
  example: "t(field('Notes'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('t', ['any'], () => ({ type: 'text' })),
  evaluate: ([value], [type]) => (type?.type === 'text' ? (value ?? '') : ''),
});
