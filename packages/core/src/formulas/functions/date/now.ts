import { defineFormulaFunction } from '../function-def.js';
import { dateValue } from '../values.js';

/** This moment, with its time. Its value changes with time: the server refreshes such fields on a schedule. */
export const now = defineFormulaFunction({
  name: 'now',
  category: 'date',
  signature: 'now()',
  description: 'The current date and time.',
  example: "date_diff('hour', field('Created'), now())",
  arity: { min: 0, max: 0 },
  changesWithTime: true,
  typeOf: () => ({ ok: true, type: { type: 'date', includeTime: true } }),
  evaluate: (_args, _types, _result, context) => dateValue(context.now, true),
});
