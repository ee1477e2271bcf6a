import type { RatingOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../../server-field-type.js';
import { containsSql, trimSql } from '../text-like.js';

// Rows older than the field hold NULL (the column is added without a default, so the table is not
// rewritten); they read as 0, no rating, as the reference's non-null column holds.
const valueOf = (column: Expr) => sql`coalesce(${column}, 0)`;

/** Ratings: a smallint from 0 to `max_value`, read as 0 when NULL. */
export const ratingColumn: ServerFieldType<RatingOptions> = {
  columnType: () => 'smallint',
  toDb: (value) => value,
  fromDb: (raw) => (raw === null || raw === undefined ? 0 : Number(raw)),
  toTextSql: (column) => sql`${valueOf(column)}::text`,
  readsNumberText: true,
  // As the reference converts: a number rounded and clamped to 0…max, a ticked box 1, anything else 0.
  fromTextSql(text, options) {
    const trimmed = trimSql(text);
    const max = sql.lit(options.max_value);
    return sql`(case when ${trimmed} ~ '^[+-]?[0-9]{1,50}(\\.[0-9]+)?$' then least(greatest(round(${trimmed}::numeric), 0), ${max})
      when lower(${trimmed}) = 'true' then least(1, ${max}) else 0 end)::smallint`;
  },
  // A lower maximum clamps the ratings above it; a higher one changes none.
  settingsChangeValues: (from, to) => to.max_value < from.max_value,
  fromSameTypeSql: (column, _from, to) => sql`least(${valueOf(column)}, ${sql.lit(to.max_value)})::smallint`,
  searchSql: (column, term) => containsSql(sql`${valueOf(column)}::text`, term),
  // Never empty: 0 is a value (no rating), as in the reference, whose column is never NULL.
  emptySql: () => sql`false`,
  sortSql: (column) => valueOf(column),
  sortIndexable: true,
};
