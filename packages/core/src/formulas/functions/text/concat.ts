import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { boundText } from '../text-bounds.js';

/** Joins values as text; each non-text argument goes through `totext` first, an empty one adds nothing. */
export const concat = defineFormulaFunction({
  name: 'concat',
  category: 'text',
  signature: 'concat(value, value, …)',
  description: 'Joins its arguments into one text.',
  example: "concat(field('First name'), ' ', field('Last name'))",
  arity: { min: 2 },
  keepsNulls: true,
  wrapArgs: (args) => args.map((arg) => ((arg.type === 'array' ? arg.of.type : arg.type) === 'text' ? null : 'totext')),
  typeOf: takes('concat', ['any'], () => ({ type: 'text' })),
  evaluate: (args) => boundText(args.map((arg) => boundText(asText(arg))).join('')),
});
