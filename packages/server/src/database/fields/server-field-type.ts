import type { SortStyle } from '@cellar/core';
import type { RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import type { TableInGroup } from '../table.policy.js';
import type { SystemColumn } from '../tables/system-columns.js';
import type { FieldRecord } from './fields.repo.js';

/** An SQL expression of some type, as Kysely builds it. */
export type Expr = RawBuilder<unknown>;

/** What a field is given when its values are shown: where the instance lives and where files are served (file URLs). */
export interface PresentContext {
  publicUrl: string;
  /** MEDIA_URL, absolute and ending in `/`. */
  mediaUrl: string;
}

/** What a lifecycle hook may use: the change's transaction, its table, its events, and field creation (a link adds its related field). */
export interface FieldHookContext {
  db: Executor;
  table: TableInGroup;
  emit: Emit;
  createField(table: TableInGroup, spec: NewField): Promise<FieldRecord>;
  /**
   * Refuses (ERROR_QUOTA_EXCEEDED) one more field in `table` past the fields quota. A hook that
   * puts a field in another table (a link's related field) calls it: the fields API only counted
   * the table it was asked to change.
   */
  assertRoomForField(table: TableInGroup): Promise<void>;
  /** The ORDER BY a view of this table gives all its rows (views/view-row-order.ts); ERROR_VIEW_DOES_NOT_EXIST for another's. */
  viewOrder(viewId: number): Promise<Expr>;
}

/** Another field's cells as text, for a field reading them (a link shows its rows' primary values); null without a column. */
export type FieldTextSql = (field: FieldRecord, column: Expr) => Expr | null;

/** A field to create: its table is given beside it. */
export interface NewField {
  name: string;
  type: FieldRecord['type'];
  options: Record<string, unknown>;
  primary?: boolean;
}

/**
 * The moments of a field's life a type may take part in; every hook is optional, and the eight
 * column types need none. They run inside the change's transaction, in this order: create →
 * `afterCreate`; change → `beforeChange`, conversion of the stored values, `afterChange`;
 * delete → `beforeDelete`, then the column is dropped.
 */
export interface FieldLifecycle<Options> {
  /** After the field's row and column exist (a link's relation table and related field); may answer the field as it became. */
  afterCreate?(ctx: FieldHookContext, field: FieldRecord & { options: Options }): Promise<FieldRecord | void>;
  /** Before a field of this type is changed, to another type or other settings (options sent with a change exist before it). */
  beforeChange?(ctx: FieldHookContext, from: FieldRecord, to: FieldRecord): Promise<void>;
  /**
   * Before a change to this type is planned, outside its transaction: may complete the new settings
   * from the stored cells (a text column's comma-separated values become a multiple select's options);
   * `fromText` is the old column's text form, null when it has no column.
   */
  completeChange?(db: Executor, from: FieldRecord, to: FieldRecord & { options: Options }, fromText: Expr | null): Promise<FieldRecord>;
  /** After a field became this type or got other settings; may answer the field as it became. */
  afterChange?(ctx: FieldHookContext, from: FieldRecord, to: FieldRecord): Promise<FieldRecord | void>;
  /** Before the field's column is dropped (a link's relation table and related field). */
  beforeDelete?(ctx: FieldHookContext, field: FieldRecord & { options: Options }): Promise<void>;
  /** Before the field's table is deleted with its fields (no events: contract §8), e.g. a link's other side in another table. */
  beforeTableDelete?(db: Executor, field: FieldRecord & { options: Options }): Promise<void>;
  /**
   * Before the field's table is rebuilt to reclaim dropped columns' slots (tables/table-rebuild.ts):
   * let go of what references the old row store from outside it (a link's relation table).
   */
  beforeTableRebuild?(db: Executor, field: FieldRecord & { options: Options }): Promise<void>;
  /** Once the rebuilt row store has the table's name: reference it again. */
  afterTableRebuild?(db: Executor, field: FieldRecord & { options: Options }): Promise<void>;
  /** Turns cell values checked by core into what is stored, reading the database where it must (file names → user files). */
  prepareValues?(db: Executor, field: FieldRecord & { options: Options }, values: unknown[]): Promise<unknown[]>;
  /** `prepareValues` for cells of a database file: what this database lacks (a file not uploaded here) is dropped, not refused. */
  prepareImportedValues?(db: Executor, field: FieldRecord & { options: Options }, values: unknown[]): Promise<unknown[]>;
  /** Values kept outside the table's own column (a link's related rows), for a window of rows at once. */
  readExternal?(db: Executor, field: FieldRecord & { options: Options }, rowIds: number[], textOf: FieldTextSql): Promise<Map<number, unknown>>;
  /** Writes prepared values kept outside the table's own column, once the rows exist, in the row write's transaction. */
  writeExternal?(db: Executor, field: FieldRecord & { options: Options }, rows: { rowId: number; value: unknown }[]): Promise<void>;
}

/**
 * How a field type lives in SQL: its column, how values cross the database boundary, its text
 * form (for conversion and search), and how text becomes its value without ever raising, so a
 * type change never fails on bad data (contract §9.3). Conversion expressions run inside DDL,
 * which takes no bind parameters: they may only use trusted literals (`sql.lit`), never input.
 * The lifecycle hooks let a type own more than a column.
 */
export interface ServerFieldType<Options = Record<string, unknown>> extends FieldLifecycle<Options> {
  /** The column type, e.g. `text` or `numeric(52, 2)`; null when the values live elsewhere (`readExternal`). */
  columnType(options: Options): string | null;
  /**
   * The system column of the row the type reads instead of a column of its own (`created_on`: its
   * `columnType` is then null; fields/cell-column.ts). Such a type is written by row writes, never by a body.
   */
  systemColumn?: SystemColumn;
  /** The SQL parameter for a value already checked by core (and prepared). */
  toDb(value: unknown, options: Options): unknown;
  /** The API value of what the database returned. */
  fromDb(raw: unknown, options: Options, context: PresentContext): unknown;
  /** The column's text form, as contract §9.3 converts to text. */
  toTextSql(column: Expr, options: Options): Expr;
  /**
   * The text a link shows for this type's cell when it is the linked table's primary field
   * (contract §9.4: a boolean reads "True"/"False"); by default the text form above, which
   * conversions keep using.
   */
  linkedTextSql?(column: Expr, options: Options): Expr;
  /** This type's value from text; NULL when the text does not convert. */
  fromTextSql(text: Expr, options: Options): Expr;
  /** Set on types whose `fromTextSql` reads plain numbers (number, rating, duration): a conversion to them reads the old type's `numberTextSql`. */
  readsNumberText?: boolean;
  /** The value as plain decimal text, for a conversion to a type that reads numbers, where the text form is none (a duration's seconds, not "1:30"). */
  numberTextSql?(column: Expr, options: Options): Expr;
  /**
   * A direct conversion from another type, or null to go through text: where the text form would
   * lose what values name (a single select's option id, kept by a multiple select).
   */
  fromOtherTypeSql?(column: Expr, from: FieldRecord, to: Options): Expr | null;
  /** A direct conversion from the same type with other settings, when the text form would lose meaning. */
  fromSameTypeSql?(column: Expr, from: Options, to: Options): Expr;
  /** Whether new settings of the same type change stored values; by default only when the column type changes. */
  settingsChangeValues?(from: Options, to: Options): boolean;
  /**
   * The search condition for a term, or null when this type is not searched for it (contract §10.3); also the
   * `contains` filter. The term arrives trimmed and never empty: an empty search or filter value is dropped first.
   */
  searchSql(column: Expr, term: string, options: Options): Expr | null;
  /** The cell's calendar day in UTC, for the date filters; by default the column itself (a `date` column). */
  utcDaySql?(column: Expr, options: Options): Expr;
  /** The cell's calendar day in an IANA zone, for the multi-step date filters; by default the column itself. */
  zonedDaySql?(column: Expr, options: Options, zone: string): Expr;
  /** Whether a cell is empty (the `empty` filter, contract §11.2); by default `is null`. */
  emptySql?(column: Expr, options: Options, field: FieldRecord): Expr;
  /**
   * What rows are ordered by; by default the column. Text orders under ICU's collation (text-sort.ts);
   * a single select orders by option id for `order_by`, by its value's text in views.
   */
  sortSql?(column: Expr, options: Options, style: SortStyle): Expr;
  /**
   * Set when `sortSql` is a function of the column alone (text under a collation, not a subquery): a
   * sort index can hold it, and a remembered row's value compares with it (views/sort-indexes.ts,
   * rows/sorted-keyset.ts). A type without `sortSql` sorts by its column, which is indexable too.
   */
  sortIndexable?: boolean;
}
