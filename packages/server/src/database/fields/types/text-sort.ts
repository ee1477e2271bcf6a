import { sql } from 'kysely';
import type { Expr } from '../server-field-type.js';

/**
 * The collation text sorts compare under (issue 31): ICU's root locale, as the reference sorts text
 * with `collate "en-x-icu"` (English adds nothing to the root's order). Letters compare first
 * without case or accents, then accents, then case with lower case first, so `a A b B e é z Z`;
 * spaces and punctuation come before digits, digits before letters. The collation is deterministic:
 * values ICU finds equal are ordered by their bytes, then "order" and id break ties. Both engines
 * have it with the same order: PostgreSQL built with ICU (its default since 16; Debian's and the
 * official images' 15 too) and PGlite 0.5. Migration 0013 refuses a PostgreSQL without it.
 */
export const textSortCollation = 'und-x-icu';

/** A text expression as sorts compare it; an index on the same expression serves the sort. */
export function textSortSql(text: Expr): Expr {
  return sql`${text} collate ${sql.id(textSortCollation)}`;
}
