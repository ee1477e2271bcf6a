import type { SystemDateOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { SystemColumn } from '../../../tables/system-columns.js';
import type { Expr, ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';

const datePatterns = { EU: 'DD/MM/YYYY', US: 'MM/DD/YYYY', ISO: 'YYYY-MM-DD' } as const;
const timePatterns = { '24': 'HH24:MI', '12': 'HH12:MIAM' } as const;

/** The cell's text in SQL, as core's zonedText writes it: in UTC or the forced zone (a checked zone name, as a literal). */
export function zonedDateTextSql(column: Expr, options: SystemDateOptions): Expr {
  const zone = options.date_force_timezone ?? 'UTC';
  const pattern = options.date_include_time ? `${datePatterns[options.date_format]} ${timePatterns[options.date_time_format]}` : datePatterns[options.date_format];
  const text = sql`to_char(${column} at time zone ${sql.lit(zone)}, ${sql.lit(pattern)})`;
  return options.date_show_tzinfo ? sql`(${text} || ${sql.lit(` ${zone}`)})` : text;
}

/** A read-only date type reading a time system column (created_on, updated_on): nothing of its own to store or convert into. */
export function systemDateColumn(systemColumn: SystemColumn): ServerFieldType<SystemDateOptions> {
  return {
    columnType: () => null,
    systemColumn,
    toDb: () => null,
    fromDb(raw, options) {
      if (raw === null || raw === undefined) return null;
      const iso = new Date(raw as string | Date).toISOString();
      return options.date_include_time ? iso : iso.slice(0, 10);
    },
    toTextSql: (column, options) => zonedDateTextSql(column, options),
    fromTextSql: () => sql`null::timestamptz`,
    searchSql: (column, term, options) => containsSql(zonedDateTextSql(column, options), term),
    // A timestamptz, with or without the time shown: the cell's day is its UTC date, as fromDb gives it.
    utcDaySql: (column) => sql`(${column} at time zone 'UTC')::date`,
    zonedDaySql: (column, _options, zone) => sql`(${column} at time zone ${zone})::date`,
  };
}
