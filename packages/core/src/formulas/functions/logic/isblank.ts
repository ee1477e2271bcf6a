import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';

/**
 * Whether a value is blank: empty, '' for text, false for a boolean (it has no other blank), an empty
 * list. A number 0 is not blank — the reference counts it blank, which hides real zeros. It takes a
 * list whole (not item by item), so it is marked as an aggregate.
 */
export const isblank = defineFormulaFunction({
  name: 'isblank',
  category: 'logic',
  signature: 'isblank(value)',
  description: "Whether the value is empty: no value, '' for text, false, or no linked rows.",
  example: "isblank(field('Email'))",
  arity: { min: 1, max: 1 },
  aggregate: true,
  keepsNulls: true,
  typeOf: (args) => (args[0]?.type === 'array' ? null : checkArguments('isblank', ['any'], args)) ?? { ok: true, type: { type: 'boolean' } },
  evaluate: ([value = null]) => value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0),
});
