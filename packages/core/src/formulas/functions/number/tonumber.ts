import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asNumber, asText } from '../values.js';

/**
 * Text read as a number with 5 decimal places, or empty when it is not one. SQL reads the same texts:
 * `CASE WHEN x ~ '^[ \t\n\r\f\v]*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?[ \t\n\r\f\v]*$' THEN x::numeric END`.
 */
export const tonumber = defineFormulaFunction({
  name: 'tonumber',
  category: 'number',
  signature: 'tonumber(text)',
  description: 'The text as a number; empty when it is not a number.',
  example: "tonumber(field('Code'))",
  arity: { min: 1, max: 1 },
  typeOf: takes('tonumber', ['text'], () => ({ type: 'number', decimalPlaces: 5 })),
  evaluate: ([text]) => {
    const source = asText(text ?? null);
    return /^[ \t\n\r\f\v]*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?[ \t\n\r\f\v]*$/.test(source) ? asNumber(source.trim()) : null;
  },
});
