import { toApiDate, type DateOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../server-field-type.js';
import { containsSql } from './text-like.js';

const datePatterns = { EU: 'DD/MM/YYYY', US: 'MM/DD/YYYY', ISO: 'YYYY-MM-DD' } as const;
const timePatterns = { '24': 'HH24:MI', '12': 'HH12:MIAM' } as const;

/** The field's display form in SQL, in UTC: `22/07/2021`, `07/22/2021 12:45PM`, `2021-07-22 12:45`. */
function formatted(column: Expr, options: DateOptions): Expr {
  const pattern = options.date_include_time
    ? `${datePatterns[options.date_format]} ${timePatterns[options.date_time_format]}`
    : datePatterns[options.date_format];
  const utc = options.date_include_time ? sql`(${column} at time zone 'UTC')` : column;
  return sql`to_char(${utc}, ${sql.lit(pattern)})`;
}

/** Dates: `date`, or `timestamptz` (UTC) when the field includes a time. */
export const dateColumn: ServerFieldType<DateOptions> = {
  columnType: (options) => (options.date_include_time ? 'timestamptz' : 'date'),
  toDb: (value) => value,
  fromDb(raw, options) {
    if (raw === null || raw === undefined) return null;
    if (typeof raw === 'string') return raw.length > 10 ? toApiDate(new Date(raw), options.date_include_time) : raw;
    return toApiDate(raw as Date, options.date_include_time);
  },
  // An empty date has no text: it stays null through a conversion to text (contract §9.3).
  toTextSql: (column, options) => formatted(column, options),
  fromTextSql(text, options) {
    const parsed = sql`cellar_text_to_timestamp(${text}, ${sql.lit(options.date_format)})`;
    return options.date_include_time ? parsed : sql`(${parsed} at time zone 'UTC')::date`;
  },
  // With or without a time, a date keeps its UTC day: date → midnight UTC, date-time → its UTC date.
  fromSameTypeSql(column, from, to) {
    if (from.date_include_time === to.date_include_time) return column;
    return to.date_include_time ? sql`(${column}::timestamp at time zone 'UTC')` : sql`(${column} at time zone 'UTC')::date`;
  },
  searchSql: (column, term, options) => containsSql(formatted(column, options), term),
  // A date column is its day; a date-time one is timestamptz.
  utcDaySql: (column, options) => (options.date_include_time ? sql`(${column} at time zone 'UTC')::date` : column),
  zonedDaySql: (column, options, zone) => (options.date_include_time ? sql`(${column} at time zone ${zone})::date` : column),
};
