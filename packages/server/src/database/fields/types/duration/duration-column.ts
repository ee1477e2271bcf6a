import { isLossyChange, type DurationOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';
import { durationTextSql, roundSecondsSql, secondsFromTextSql } from './duration-text-sql.js';

/**
 * Durations as exact seconds with milliseconds, numeric(17, 3): the API reads and writes seconds,
 * as the reference's interval column presents them, and numbers sort, compare and convert directly.
 */
export const durationColumn: ServerFieldType<DurationOptions> = {
  columnType: () => 'numeric(17, 3)',
  toDb: (value) => (value === null || value === undefined ? null : (value as number).toFixed(3)),
  fromDb: (raw) => (raw === null || raw === undefined ? null : Number(raw)),
  toTextSql: (column, options) => durationTextSql(column, options.duration_format),
  fromTextSql: (text, options) => secondsFromTextSql(text, options.duration_format),
  // A number field takes the seconds, as the reference's EXTRACT(EPOCH …) does; a number's text is seconds here too.
  numberTextSql: (column) => sql`${column}::text`,
  readsNumberText: true,
  // A coarser format rounds the stored seconds to its step (the reference's lossy format change).
  settingsChangeValues: (from, to) => isLossyChange(from.duration_format, to.duration_format),
  fromSameTypeSql: (column, _from, to) => roundSecondsSql(column, to.duration_format),
  // Searched by the text people see ("1:30"), as the reference's search expression formats it.
  searchSql: (column, term, options) => containsSql(durationTextSql(column, options.duration_format), term),
};
