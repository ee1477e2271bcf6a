import { decimalPlacesOf, maxWholeDigits, parseDecimalText, type NumberOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../server-field-type.js';
import { containsSql } from './text-like.js';

/** Fixed-point numbers: numeric(50 + places, places), values as exact strings. */
export const numberColumn: ServerFieldType<NumberOptions> = {
  columnType: (options) => `numeric(${maxWholeDigits + decimalPlacesOf(options)}, ${decimalPlacesOf(options)})`,
  toDb: (value) => value,
  fromDb: (raw) => (raw === null || raw === undefined ? null : String(raw)),
  toTextSql: (column) => sql`${column}::text`,
  readsNumberText: true,
  fromTextSql(text, options) {
    const places = decimalPlacesOf(options);
    // Rounds half away from zero (PostgreSQL's numeric round), clamps negatives when they are off.
    const rounded = sql`round(trim(${text})::numeric, ${sql.lit(places)})`;
    const value = options.number_negative ? rounded : sql`greatest(${rounded}, 0)`;
    return sql`case when trim(${text}) ~ ${sql.lit(`^[+-]?[0-9]{1,${maxWholeDigits}}(\\.[0-9]+)?$`)} then ${value} else null end`;
  },
  // Rounding and the sign rule apply to stored values: a change of places or sign rewrites them;
  // the display options (prefix, suffix, separators, percent) change none.
  settingsChangeValues: (from, to) => decimalPlacesOf(from) !== decimalPlacesOf(to) || from.number_negative !== to.number_negative,
  // Numbers are searched by their text with scale, and only for terms that are numbers themselves.
  searchSql: (column, term) => (parseDecimalText(term) ? containsSql(sql`${column}::text`, term) : null),
};
