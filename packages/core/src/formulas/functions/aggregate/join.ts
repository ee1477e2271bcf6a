import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';

/**
 * The texts of a list joined by a delimiter, in link order; an empty item joins as '' (the reference
 * reads it so), and no linked rows give '' (SQL `coalesce(string_agg(coalesce(x, ''), d), '')`).
 * Other lists join through `totext`: `join(totext(lookup('Invoices', 'Amount')), ', ')`.
 */
export const join = defineFormulaFunction({
  name: 'join',
  category: 'aggregate',
  signature: 'join(list, delimiter)',
  description: 'The texts of the linked rows joined by the delimiter.',
  example: "join(lookup('Invoices', 'Invoice'), ', ')",
  arity: { min: 2, max: 2 },
  aggregate: true,
  typeOf: takes('join', ['list of text', 'text'], () => ({ type: 'text' })),
  evaluate: ([list, delimiter]) => (Array.isArray(list) ? list.map(asText).join(asText(delimiter ?? null)) : ''),
});
