import { cellColumn } from '../../fields/cell-column.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';

/** The fields a formula's SQL may read: its table's, and those of the tables its links reach. */
export interface FormulaSqlSource {
  fields: readonly FieldRecord[];
  linkedFields(tableId: number): readonly FieldRecord[];
}

/**
 * What the SQL emitter needs besides the typed formula: the alias the statement gives the row's
 * table (`update database_table_7 as t set …`), and the fields it may read, by id. Field records
 * say how each cell is read (its column or the system column, its options) and how a link reaches
 * its linked table (link_row_table, link_row_related_field).
 */
export interface FormulaSqlContext {
  rowAlias: string;
  /** A field of the row's table. */
  field(id: number): FieldRecord | undefined;
  /** A field of a table a link reaches. */
  linkedField(tableId: number, id: number): FieldRecord | undefined;
  /** A linked table's primary field, whose text a link's cells show. */
  primaryOf(tableId: number): FieldRecord | undefined;
  /** The clock now() and today() read; by default the transaction's (a test fixes it). */
  now?: Date;
}

/** The emitter's context over a table's fields and its linked tables' (e.g. the formulas' `tableEnvironment`). */
export function formulaSqlContext(source: FormulaSqlSource, rowAlias = 't', now?: Date): FormulaSqlContext {
  const own = new Map(source.fields.map((field) => [field.id, field]));
  return {
    rowAlias,
    field: (id) => own.get(id),
    linkedField: (tableId, id) => source.linkedFields(tableId).find((field) => field.id === id),
    primaryOf: (tableId) => source.linkedFields(tableId).find((field) => field.primary),
    now,
  };
}

/**
 * One compilation's state: fresh aliases for the subqueries it nests, so no two collide, and the
 * list sources made so far by key, so two lookups through one link read the same linked rows (their
 * items pair without a join; a subquery naming the same aliases inside another reads its own).
 */
export interface EmitState {
  ctx: FormulaSqlContext;
  alias(prefix: string): string;
  sources: Map<string, unknown>;
}

/** A fresh state for one formula. */
export function emitState(ctx: FormulaSqlContext): EmitState {
  let next = 0;
  return { ctx, alias: (prefix) => `${prefix}${(next += 1)}`, sources: new Map() };
}

/** A field's cells in a row the statement names `alias`. */
export function cellOf(field: FieldRecord, alias: string): Expr {
  return cellColumn(field, alias);
}
