import type { FieldTypeName } from '../fields/field-type.js';
import { arrayOf, booleanType, dateType, numberType, textType, type FormulaScalarType, type FormulaType, type FormulaTypeName } from './formula-type.js';

type Options = Record<string, unknown>;

const unusable = (what: string): FormulaType => ({ type: 'invalid', error: `${what} cannot be used in a formula` });
const places = (options: Options): number => (options.number_type === 'DECIMAL' ? Number(options.number_decimal_places ?? 0) : 0);
const withTime = (options: Options): FormulaType => dateType(options.date_include_time === true);

/**
 * A computed field's result as its stored options say (`formula_type`, `array_formula_type` and the
 * display options that follow the type), so a formula reading another computed field types alike.
 */
export function storedFormulaType(options: Options): FormulaType {
  const scalar = (name: unknown): FormulaScalarType | null => {
    if (name === 'text') return textType as FormulaScalarType;
    if (name === 'boolean') return booleanType as FormulaScalarType;
    if (name === 'number') return numberType(Number(options.number_decimal_places ?? 0)) as FormulaScalarType;
    if (name === 'date') return dateType(options.date_include_time === true) as FormulaScalarType;
    return null;
  };
  const type = options.formula_type as FormulaTypeName | undefined;
  if (type === 'array') {
    const item = scalar(options.array_formula_type);
    if (item) return arrayOf(item);
  }
  const own = scalar(type);
  if (own) return own;
  return { type: 'invalid', error: typeof options.error === 'string' ? options.error : 'the field has an error' };
}

/**
 * What each field type's cells are to a formula: the type the checker sees when a formula names
 * such a field. One map for the server's environment and the editor's (which types as the server
 * will); complete, so a new field type must say how formulas read it.
 */
export const fieldFormulaTypes: { readonly [K in FieldTypeName]: (options: Options) => FormulaType } = {
  text: () => textType,
  long_text: () => textType,
  url: () => textType,
  email: () => textType,
  phone_number: () => textType,
  number: (options) => numberType(places(options)),
  rating: () => numberType(0),
  duration: () => numberType(0),
  autonumber: () => numberType(0),
  boolean: () => booleanType,
  date: withTime,
  created_on: withTime,
  last_modified: withTime,
  single_select: () => textType,
  created_by: () => textType,
  last_modified_by: () => textType,
  multiple_select: () => arrayOf(textType as FormulaScalarType),
  link_row: () => arrayOf(textType as FormulaScalarType),
  file: () => unusable('A file field'),
  formula: storedFormulaType,
  lookup: storedFormulaType,
  rollup: storedFormulaType,
  count: storedFormulaType,
};

/** The formula type of a field's values, from its type and options. */
export function formulaTypeOfField(type: FieldTypeName, options: Options): FormulaType {
  return fieldFormulaTypes[type](options);
}
