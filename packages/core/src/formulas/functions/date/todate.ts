import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText, dateValue } from '../values.js';
import { parseDateTemplate } from './todate-text.js';

/** Text read as a date by a PostgreSQL template ('YYYY-MM-DD', 'DD/MM/YYYY'…); empty when it does not read (todate-text.ts). */
export const todate = defineFormulaFunction({
  name: 'todate',
  category: 'date',
  signature: 'todate(text, template)',
  description: "The text as a date, read by a template such as 'YYYY-MM-DD'; empty when it does not match.",
  example: "todate(field('Date text'), 'DD/MM/YYYY')",
  arity: { min: 2, max: 2 },
  typeOf: takes('todate', ['text', 'text'], () => ({ type: 'date', includeTime: false })),
  evaluate: ([text, template]) => {
    const date = parseDateTemplate(asText(text ?? null), asText(template ?? null));
    return date ? dateValue(date, false) : null;
  },
});
