import {
  computedDisplay,
  evaluateFormula,
  formulaApiValue,
  formulaTypeOfField,
  formulaValueFromApi,
  type CompiledFormula,
  type ComputedDisplayOptions,
  type Field,
  type FormulaType,
  type FormulaValue,
  type Row,
} from '@cellar/core';
import { cellKey, optionsOf, typeOf } from '../fieldValues';

type Compiled = Extract<CompiledFormula, { ok: true }>;

// A list's items as rows answer them ({id, value} of links, lookups, select options): their values.
const itemValue = (item: unknown): unknown => (item !== null && typeof item === 'object' && 'value' in item ? (item as { value: unknown }).value : item);

/** A row's cell as core's evaluator reads it: text fields (a select option, a user) by their text, numbers as numbers, lists by their items' values. */
export function formulaCellValue(field: Field, cell: unknown): FormulaValue {
  const type = formulaTypeOfField(field.type, optionsOf(field) as Record<string, unknown>);
  if (type.type === 'array') return formulaValueFromApi(Array.isArray(cell) ? cell.map((item) => itemValue(item) as string) : [], type);
  if (type.type === 'text') return cell === null || cell === undefined ? null : typeOf(field).toText(cell, optionsOf(field));
  if (type.type === 'invalid') return null;
  return formulaValueFromApi(cell as string, type);
}

/** The display options a result type gives, with the ones the person chose over them. */
export function displayOptionsOf(type: FormulaType, chosen: Record<string, unknown>): ComputedDisplayOptions {
  const shown = type.type === 'array' ? type.of : type;
  return {
    ...(chosen as ComputedDisplayOptions),
    formula_type: type.type,
    array_formula_type: type.type === 'array' ? type.of.type : null,
    number_decimal_places: typeof chosen.number_decimal_places === 'number' ? chosen.number_decimal_places : shown.type === 'number' ? shown.decimalPlaces : null,
    date_include_time: typeof chosen.date_include_time === 'boolean' ? chosen.date_include_time : shown.type === 'date' ? shown.includeTime : null,
  };
}

function withPlaces(type: FormulaType, places: number | null | undefined): FormulaType {
  if (typeof places !== 'number') return type;
  if (type.type === 'number') return { ...type, decimalPlaces: places };
  if (type.type === 'array' && type.of.type === 'number') return { ...type, of: { ...type.of, decimalPlaces: places } };
  return type;
}

/**
 * What the formula gives for a row, shown as its cell would show it, computed in the browser by core's
 * evaluator; null when it reads linked rows (the row answer holds only their primary values).
 */
export function previewText(compiled: Compiled, row: Row, fields: Field[], chosen: Record<string, unknown>): string | null {
  if (compiled.references.lookups.length > 0) return null;
  const byId = new Map(fields.map((field) => [field.id, field]));
  const value = evaluateFormula(compiled.node, {
    value: (fieldId) => {
      const field = byId.get(fieldId);
      return field ? formulaCellValue(field, row[cellKey(field)]) : null;
    },
    lookup: () => [],
  });
  const options = displayOptionsOf(compiled.type, chosen);
  // The column keeps the places chosen, so the value is rounded to them before it is shown.
  const api = formulaApiValue(value, withPlaces(compiled.type, options.number_decimal_places));
  const cell = Array.isArray(api) ? api.map((item, index) => ({ id: index, value: item })) : api;
  return computedDisplay(cell, options);
}
