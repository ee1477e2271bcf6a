import { findFormulaFunction, formulaLimits, type FormulaScalarType, type FormulaType, type TypedNode } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import { emptyList, fieldValueSql, linkSource, scalar, type SqlValue } from './field-value-sql.js';
import { cheapSql, isCheapSql } from './functions/bind-once.js';
import { formulaFunctionSql } from './functions/registry.js';
import { bounded } from './text-bound-sql.js';
import type { SqlCall } from './functions/function-sql.js';
import { listJsonSql, mapList, pairLists, type ListSql } from './list-sql.js';
import { emitState, type EmitState, type FormulaSqlContext } from './sql-context.js';
import { nullOf, sqlTypeOf } from './sql-types.js';

/**
 * A typed formula as one PostgreSQL expression over the row `ctx.rowAlias` (issue 34: one
 * language, two back ends), with the meaning core's evaluator gives it (evaluate-formula.ts):
 * empty text and number arguments are '' and 0 unless the function keeps empties, a boolean call
 * is never empty, a call over a list applies to each item, aggregates fold a list in one correlated
 * subquery. Values are bind parameters and names identifiers, never spliced text. A scalar comes
 * as its SQL type (sql-types.ts), a list as jsonb `[{id, value}]` in link order.
 */
export function formulaSql(node: TypedNode, ctx: FormulaSqlContext): Expr {
  return asExpr(emit(node, emitState(ctx)));
}

function asExpr(value: SqlValue): Expr {
  return value.kind === 'scalar' ? value.sql : listJsonSql(value);
}

function emit(node: TypedNode, state: EmitState): SqlValue {
  switch (node.kind) {
    case 'literal':
      return scalar(literalSql(node.value, node.type));
    case 'field': {
      const field = state.ctx.field(node.fieldId);
      return field ? fieldValueSql(state, field, state.ctx.rowAlias, node.type) : empty(state, node.type);
    }
    case 'lookup':
      return lookupSql(state, node);
    case 'call':
      return callSql(state, node);
  }
}

function empty(state: EmitState, type: FormulaType): SqlValue {
  return type.type === 'array' ? emptyList(state, type.of) : scalar(nullOf(type));
}

// Numbers travel as decimal text, so the database reads them exactly (numeric), not as a float.
function literalSql(value: string | number | boolean | null, type: FormulaType): Expr {
  if (value === null) return cheapSql(nullOf(type));
  return cheapSql(sql`cast(${typeof value === 'number' ? String(value) : value} as ${sql.raw(sqlTypeOf(type))})`);
}

function lookupSql(state: EmitState, node: Extract<TypedNode, { kind: 'lookup' }>): SqlValue {
  const itemType = (node.type.type === 'array' ? node.type.of : node.type) as FormulaScalarType;
  const through = state.ctx.field(node.throughFieldId);
  const link = through ? linkSource(state, through, state.ctx.rowAlias) : null;
  const target = link ? state.ctx.linkedField(link.tableId, node.targetFieldId) : undefined;
  if (!link || !target) return emptyList(state, itemType);
  const value = fieldValueSql(state, target, link.linkedAlias, itemType);
  if (value.kind !== 'scalar') return emptyList(state, itemType);
  // A text item keeps its first maxListItemText characters (core's evaluator the same): 10,000 links to long texts stay small.
  const item = itemType.type === 'text' ? bounded(value.sql, formulaLimits.maxListItemText) : value.sql;
  return { kind: 'list', source: link.source, item, itemType, where: [] };
}

function itemTypeOf(type: FormulaType): FormulaType {
  return type.type === 'array' ? type.of : type;
}

// Core's rule (function-def.ts, keepsNulls): an empty text argument is '', an empty number 0.
function withEmpty(value: Expr, type: FormulaType, keepsNulls: boolean | undefined): Expr {
  if (keepsNulls) return value;
  const filled = type.type === 'text' ? sql`coalesce(${value}, '')` : type.type === 'number' ? sql`coalesce(${value}, 0)` : value;
  return isCheapSql(value) ? cheapSql(filled) : filled;
}

// Core's `finish`: a boolean call is never empty.
function finished(value: Expr, type: FormulaType): Expr {
  return type.type === 'boolean' ? sql`coalesce(${value}, false)` : value;
}

function callSql(state: EmitState, node: Extract<TypedNode, { kind: 'call' }>): SqlValue {
  const definition = findFormulaFunction(node.name);
  const fn = definition ? formulaFunctionSql[definition.name as keyof typeof formulaFunctionSql] : undefined;
  if (!definition || !fn) return empty(state, node.type);
  const args = node.args.map((arg) => emit(arg, state));
  const types = node.args.map((arg) => arg.type);
  const call: SqlCall = { types, result: node.type, node, state };
  if (fn.kind !== 'scalar') {
    // Whole arguments: lists as they are (paired, for a list function), other arguments with core's empties.
    const whole = args.map((arg, index): SqlValue => (arg.kind === 'list' ? arg : scalar(withEmpty(arg.sql, types[index]!, definition.keepsNulls))));
    if (fn.kind === 'aggregate') return scalar(finished(fn.sql(whole, call), node.type));
    const paired = pairLists(state, whole.filter((arg): arg is ListSql => arg.kind === 'list'), true);
    let next = 0;
    return fn.sql(whole.map((arg) => (arg.kind === 'list' ? paired[next++]! : arg)), call);
  }
  const listArgs = args.filter((arg): arg is ListSql => arg.kind === 'list');
  if (listArgs.length === 0) {
    const values = args.map((arg, index) => withEmpty(asExpr(arg), types[index]!, definition.keepsNulls));
    const value = finished(fn.sql(values, call), node.type);
    return scalar(fn.namesArgsOnce && values.every(isCheapSql) ? cheapSql(value) : value);
  }
  // A function of single values over a list: applied to each item, lists paired item by item.
  const paired = pairLists(state, listArgs);
  let next = 0;
  const itemArgs = args.map((arg, index) => withEmpty(arg.kind === 'list' ? paired[next++]!.item : arg.sql, itemTypeOf(types[index]!), definition.keepsNulls));
  const itemTypes = types.map(itemTypeOf);
  const resultType = itemTypeOf(node.type) as FormulaScalarType;
  const item = finished(fn.sql(itemArgs, { ...call, types: itemTypes, result: resultType }), resultType);
  return mapList(paired[0]!, item, resultType);
}
