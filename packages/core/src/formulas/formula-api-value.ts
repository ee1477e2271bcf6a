import { toApiDate } from '../fields/date/date-field.js';
import type { FormulaType } from './formula-type.js';
import type { FormulaValue } from './functions/function-def.js';
import { formulaNumberText } from './functions/number-text.js';
import { asDate } from './functions/values.js';

/**
 * A formula value as the API answers it, as the reference does: a number as decimal text with its
 * type's places ("3.50"), a date as "2021-07-22" or "2021-07-22T12:45:00Z", a boolean, text, or null;
 * a list as its items' values (the API wraps each as `{id, value}`, the id being the linked row's).
 */
export type FormulaApiValue = string | boolean | null | FormulaApiValue[];

/** Core's value in the API's form, for a value of `type`. */
export function formulaApiValue(value: FormulaValue, type: FormulaType): FormulaApiValue {
  if (type.type === 'array') return Array.isArray(value) ? value.map((item) => formulaApiValue(item, type.of)) : [];
  if (value === null || Array.isArray(value)) return type.type === 'boolean' ? false : null;
  switch (type.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? formulaNumberText(value, type.decimalPlaces) : null;
    case 'date': {
      const date = asDate(value);
      return date ? toApiDate(date, type.includeTime) : null;
    }
    case 'boolean':
      return value === true;
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** A cell's API value as core's evaluator reads it (numbers as numbers), for a field of `type`. */
export function formulaValueFromApi(value: FormulaApiValue | number, type: FormulaType): FormulaValue {
  if (type.type === 'array') return Array.isArray(value) ? value.map((item) => formulaValueFromApi(item, type.of)) : [];
  if (value === null || Array.isArray(value)) return null;
  if (type.type === 'number') {
    const number = Number(value);
    return value === '' || !Number.isFinite(number) ? null : number;
  }
  return value;
}
