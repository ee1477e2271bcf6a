import { formulaLimits, type FormulaRow } from './formula.js';
import { boundText } from './functions/text-bounds.js';
import type { FormulaType } from './formula-type.js';
import type { FormulaContext, FormulaValue } from './functions/function-def.js';
import { findFormulaFunction } from './functions/registry.js';
import type { TypedNode } from './typed-node.js';

/**
 * Computes a typed formula for one row in core (the editor's live preview), with the meaning the
 * server's SQL gives it — the shared case table (formula-cases.ts) holds both to it:
 * - Before a function runs, an empty text argument is '' and an empty number 0, unless the function
 *   keeps empties (`keepsNulls`); dates and booleans stay empty.
 * - A call typed boolean is never empty: what SQL answers NULL for is false (`coalesce(…, false)`).
 * - A call over a list where its function takes one value applies to each item (type-check.ts).
 * `now` is the clock `now()` and `today()` read (UTC); one instant for the whole formula.
 */
export function evaluateFormula(node: TypedNode, row: FormulaRow, now: Date = new Date()): FormulaValue {
  const value = evaluate(node, row, { now });
  // The column keeps the first maxTextLength characters (formulas/sql/column-sql.ts).
  return typeof value === 'string' && node.type.type === 'text' ? boundText(value) : value;
}

// Each text item of a list keeps its first maxListItemText characters, as the SQL's lists do.
function boundListItems(items: FormulaValue[], type: FormulaType): FormulaValue[] {
  if (type.type !== 'array' || type.of.type !== 'text') return items;
  return items.map((item) => (typeof item === 'string' ? boundText(item, formulaLimits.maxListItemText) : item));
}

function evaluate(node: TypedNode, row: FormulaRow, context: FormulaContext): FormulaValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'field': {
      const value = row.value(node.fieldId);
      // A link's primary values are a list of texts: bounded as a lookup's (boundListItems).
      return Array.isArray(value) ? boundListItems(value, node.type) : value;
    }
    case 'lookup': {
      return boundListItems(row.lookup(node.throughFieldId, node.targetFieldId), node.type);
    }
    case 'call':
      return evaluateCall(node, row, context);
  }
}

function evaluateCall(node: Extract<TypedNode, { kind: 'call' }>, row: FormulaRow, context: FormulaContext): FormulaValue {
  const fn = findFormulaFunction(node.name);
  if (!fn) return null;
  const values = node.args.map((arg) => evaluate(arg, row, context));
  const types = node.args.map((arg) => arg.type);
  const overList = !fn.aggregate && types.some((type) => type.type === 'array');
  if (!overList) return finish(fn.evaluate(withEmpties(fn.keepsNulls, values, types), types, node.type, context), node.type);
  // Each item: the lists have one item per linked row, so they pair up by position.
  const itemTypes = types.map((type) => (type.type === 'array' ? type.of : type));
  const resultType = node.type.type === 'array' ? node.type.of : node.type;
  const length = Math.max(...values.map((value, index) => (types[index]!.type === 'array' && Array.isArray(value) ? value.length : 0)));
  return Array.from({ length }, (_, item) => {
    const itemValues = values.map((value, index) => (types[index]!.type === 'array' ? (Array.isArray(value) ? (value[item] ?? null) : null) : value));
    return finish(fn.evaluate(withEmpties(fn.keepsNulls, itemValues, itemTypes), itemTypes, resultType, context), resultType);
  });
}

function withEmpties(keepsNulls: boolean | undefined, values: FormulaValue[], types: FormulaType[]): FormulaValue[] {
  if (keepsNulls) return values;
  return values.map((value, index) => {
    if (value !== null) return value;
    const type = types[index]!.type;
    return type === 'text' ? '' : type === 'number' ? 0 : null;
  });
}

function finish(value: FormulaValue, type: FormulaType): FormulaValue {
  if (type.type === 'boolean') return value === true;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
