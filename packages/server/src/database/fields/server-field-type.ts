import type { RawBuilder } from 'kysely';

/** An SQL expression of some type, as Kysely builds it. */
export type Expr = RawBuilder<unknown>;

/**
 * How a field type lives in SQL: its column, how values cross the database boundary, its text
 * form (for conversion and search), and how text becomes its value without ever raising, so a
 * type change never fails on bad data (contract §9.3). Conversion expressions run inside DDL,
 * which takes no bind parameters: they may only use trusted literals (`sql.lit`), never input.
 */
export interface ServerFieldType<Options = Record<string, unknown>> {
  /** The column type, e.g. `text` or `numeric(52, 2)`. */
  columnType(options: Options): string;
  /** The SQL parameter for a value already checked by core. */
  toDb(value: unknown, options: Options): unknown;
  /** The API value of what the database returned. */
  fromDb(raw: unknown, options: Options): unknown;
  /** The column's text form, as contract §9.3 converts to text. */
  toTextSql(column: Expr, options: Options): Expr;
  /** This type's value from text; NULL when the text does not convert. */
  fromTextSql(text: Expr, options: Options): Expr;
  /** A direct conversion from the same type with other settings, when the text form would lose meaning. */
  fromSameTypeSql?(column: Expr, from: Options, to: Options): Expr;
  /** The search condition for a term, or null when this type is not searched for it (contract §10.3). */
  searchSql(column: Expr, term: string, options: Options): Expr | null;
}
