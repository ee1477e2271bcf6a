import { defineFormulaFunction } from '../function-def.js';
import { dateValue } from '../values.js';

/** Today's date in UTC. Its value changes with time: the server refreshes such fields on a schedule. */
export const today = defineFormulaFunction({
  name: 'today',
  category: 'date',
  signature: 'today()',
  description: "Today's date (UTC).",
  example: "date_diff('day', today(), field('Due date'))",
  arity: { min: 0, max: 0 },
  changesWithTime: true,
  typeOf: () => ({ ok: true, type: { type: 'date', includeTime: false } }),
  evaluate: (_args, _types, _result, context) => dateValue(context.now, false),
});
