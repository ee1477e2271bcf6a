import { defineFormulaFunction } from '../function-def.js';
import type { FormulaType } from '../../formula-type.js';
import type { FormulaValue } from '../function-def.js';
import { formulaNumberText } from '../number-text.js';
import { takes } from '../typing.js';
import { asDate } from '../values.js';

/**
 * A value as text, the same in SQL: a number with its type's decimal places (`round(x, p)::text`,
 * "3.50"), a boolean as 'true'/'false', a date as `YYYY-MM-DD` and a date with a time as
 * `YYYY-MM-DD HH24:MI` in UTC, empty as ''.
 */
export function formulaValueText(value: FormulaValue, type: FormulaType): string {
  if (value === null) return '';
  if (type.type === 'number' && typeof value === 'number') return formulaNumberText(value, type.decimalPlaces);
  if (type.type === 'date') {
    const date = asDate(value);
    if (!date) return '';
    const iso = date.toISOString();
    return type.includeTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
  }
  return String(value);
}

/** Any value as text (formulaValueText); `concat` and comparisons with text put it in for non-text arguments. */
export const totext = defineFormulaFunction({
  name: 'totext',
  category: 'text',
  signature: 'totext(value)',
  description: 'The value as text: numbers with their decimal places, dates as YYYY-MM-DD.',
  example: "totext(field('Amount'))",
  arity: { min: 1, max: 1 },
  keepsNulls: true,
  typeOf: takes('totext', ['any'], () => ({ type: 'text' })),
  evaluate: ([value = null], [type]) => formulaValueText(value, type!),
});
