import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asDate, asText } from '../values.js';
import { formatDateTemplate } from './datetime-format-text.js';

/** A date written by a PostgreSQL template, in UTC; '' for an empty date (datetime-format-text.ts). */
export const datetimeFormat = defineFormulaFunction({
  name: 'datetime_format',
  category: 'date',
  signature: 'datetime_format(date, template)',
  description: "The date as text, written by a template such as 'DD/MM/YYYY HH24:MI' (UTC).",
  example: "datetime_format(field('Due date'), 'FMDay DD Mon YYYY')",
  arity: { min: 2, max: 2 },
  typeOf: takes('datetime_format', ['date', 'text'], () => ({ type: 'text' })),
  evaluate: ([value, template]) => {
    const date = asDate(value ?? null);
    return date ? formatDateTemplate(date, asText(template ?? null)) : '';
  },
});
