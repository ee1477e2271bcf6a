import type { ScalarResultField } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../../server-field-type.js';
import { booleanColumn } from '../boolean-column.js';
import { dateColumn } from '../date-column.js';
import { numberColumn } from '../number-column.js';
import { zonedDateTextSql } from '../system-date/system-date-column.js';
import { containsSql, textColumn } from '../text-like.js';

// The server types whose column, text form, search, sort and emptiness a computed value borrows:
// a number formula's column is a number field's, so filters and sorts work on it unchanged.
const scalarColumns: { readonly [T in ScalarResultField['type']]: ServerFieldType<any> } = { // eslint-disable-line @typescript-eslint/no-explicit-any
  text: textColumn,
  number: numberColumn,
  boolean: booleanColumn,
  date: dateColumn,
};

// A date with a time: the date field's column, its text (and so search) in the forced zone, as core's display.
const zonedDateColumn: ServerFieldType<any> = { // eslint-disable-line @typescript-eslint/no-explicit-any
  ...dateColumn,
  toTextSql: zonedDateTextSql,
  searchSql: (column, term, options) => containsSql(zonedDateTextSql(column, options), term),
};

/** The server type a computed scalar result behaves like. */
export function scalarColumnOf(result: ScalarResultField): ServerFieldType<Record<string, unknown>> {
  return result.type === 'date' && result.options.date_include_time ? zonedDateColumn : scalarColumns[result.type];
}

/** The column type of a scalar result: its stand-in's for its options (numeric with the places, date or timestamptz…). */
export function scalarColumnType(result: ScalarResultField): string {
  return scalarColumnOf(result).columnType(result.options) ?? 'text';
}

/** A list item's value (jsonb text, `item->>'value'`) read back as its scalar type, for its text form. */
export function itemValueSql(result: ScalarResultField, text: Expr): Expr {
  return sql`cast(${text} as ${sql.raw(scalarColumnType(result))})`;
}
