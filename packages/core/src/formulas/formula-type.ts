/**
 * What a formula computes, as the reference's `formula_type` names it. A value's display options
 * (decimal places, whether a date has a time) travel with its type, so a formula over a 2-place
 * number shows 2 places, and an array knows its items' type (`array_formula_type`).
 */
export type FormulaType =
  | { type: 'text' }
  | { type: 'number'; decimalPlaces: number }
  | { type: 'boolean' }
  | { type: 'date'; includeTime: boolean }
  | { type: 'array'; of: FormulaScalarType }
  | { type: 'invalid'; error: string };

/** A type an array may hold: arrays do not nest. */
export type FormulaScalarType = Exclude<FormulaType, { type: 'array' } | { type: 'invalid' }>;

/** The name of a formula type, as the API's `formula_type` and `array_formula_type` carry it. */
export type FormulaTypeName = FormulaType['type'];

export const formulaTypeNames = ['text', 'number', 'boolean', 'date', 'array', 'invalid'] as const satisfies readonly FormulaTypeName[];

/** The largest number of decimal places a formula number keeps (the number field's own bound is 5; sums and divisions may want more). */
export const maxFormulaDecimalPlaces = 10;

export const textType: FormulaType = { type: 'text' };
export const booleanType: FormulaType = { type: 'boolean' };
export function numberType(decimalPlaces: number): FormulaType {
  return { type: 'number', decimalPlaces: Math.max(0, Math.min(maxFormulaDecimalPlaces, Math.trunc(decimalPlaces))) };
}
export function dateType(includeTime: boolean): FormulaType {
  return { type: 'date', includeTime };
}
export function arrayOf(of: FormulaScalarType): FormulaType {
  return { type: 'array', of };
}

/** How a type reads in an error message: "text", "a number", "a list of numbers". */
export function describeFormulaType(type: FormulaType): string {
  switch (type.type) {
    case 'text':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    case 'date':
      return type.includeTime ? 'a date with a time' : 'a date';
    case 'array':
      return `a list of ${describeFormulaType(type.of).replace(/^an? /, '')}${type.of.type === 'text' ? '' : 's'}`;
    case 'invalid':
      return 'an invalid value';
  }
}
