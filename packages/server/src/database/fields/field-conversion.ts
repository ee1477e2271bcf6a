import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from './fields.repo.js';
import type { Expr } from './server-field-type.js';
import { serverFieldTypes } from './server-field-types.js';
import { fieldColumnName } from '../tables/user-table-ddl.js';
import { completeChangedField } from '../formulas/lifecycle/computed-lifecycle.js';

/** What a change of a field's type or settings does to its stored values. */
export type ConversionPlan =
  /** Nothing stored changes (a rename, a new date order). */
  | { kind: 'keep' }
  /** Every value is rewritten by `using`, an SQL expression over the old column (literals only: it may run in DDL). */
  | { kind: 'rewrite'; columnType: string; using: Expr }
  /**
   * The old column goes and a new one is added (to or from a type without a column of its own),
   * empty, or filled by `fill` from the old field's cells where they live elsewhere: a system column (created_on…).
   */
  | { kind: 'replace'; fill?: Expr };

/**
 * Plans a change (contract §9.3): through the old type's text form and the new type's reading
 * of text, or directly between settings of the same type, or from another type, where the type says so.
 */
export function planConversion(from: FieldRecord, to: FieldRecord): ConversionPlan {
  const source = serverFieldTypes[from.type];
  const target = serverFieldTypes[to.type];
  const fromColumn = source.columnType(from.options);
  const toColumn = target.columnType(to.options);
  if (fromColumn === null || toColumn === null) {
    if (from.type === to.type && fromColumn === toColumn) return { kind: 'keep' };
    // A type reading a system column hands its cells on through their text form, as Baserow's conversions from created_on or created_by do.
    if (source.systemColumn === undefined || toColumn === null) return { kind: 'replace' };
    return { kind: 'replace', fill: convertedSql(from, to, sql.ref(source.systemColumn)) };
  }
  // Types that share their SQL side (text and long text) store values alike: nothing to rewrite.
  const sameStorage = source === target;
  const changesValues = !sameStorage || fromColumn !== toColumn || (target.settingsChangeValues?.(from.options, to.options) ?? false);
  if (!changesValues) return { kind: 'keep' };
  return { kind: 'rewrite', columnType: toColumn, using: convertedSql(from, to, sql.ref(fieldColumnName(from.id))) };
}

// The new type's value of an old cell: directly where the types say so, else through the old text form.
function convertedSql(from: FieldRecord, to: FieldRecord, column: Expr): Expr {
  const source = serverFieldTypes[from.type];
  const target = serverFieldTypes[to.type];
  const direct = from.type === to.type ? target.fromSameTypeSql?.(column, from.options, to.options) : target.fromOtherTypeSql?.(column, from, to.options);
  // A type that reads numbers gets the old value's number where its text form is none ("1:30" → 5400).
  const text = (target.readsNumberText ? source.numberTextSql?.(column, from.options) : undefined) ?? source.toTextSql(column, from.options);
  return direct ?? target.fromTextSql(text, to.options);
}

/** The changed field with the settings its new type completes from the stored cells (`completeChange`), before the change is planned. */
export async function completeChange(db: Executor, from: FieldRecord, wanted: FieldRecord): Promise<FieldRecord> {
  // A computed field's new formula is typed first: refused when it does not work, its result type deciding its column (issue 34).
  const to = await completeChangedField(db, wanted);
  const complete = serverFieldTypes[to.type].completeChange;
  if (!complete) return to;
  const source = serverFieldTypes[from.type];
  const fromText = source.columnType(from.options) === null ? null : source.toTextSql(sql.ref(fieldColumnName(from.id)), from.options);
  return complete(db, from, to, fromText);
}
