import { sql } from 'kysely';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

// Ids past the integer column's range name no option; left out, they cannot fail the cast.
const maxOptionId = 2_147_483_647;

/**
 * `multiple_select_has`: the cell's list overlaps the value's ids (`&&`, a set test on the
 * `integer[]` column); with no id that can exist, nothing matches.
 */
export const multipleSelectHasCondition: ServerFilterType<number[]> = {
  conditionSql(column, ids) {
    const possible = ids.filter((id) => id <= maxOptionId);
    if (possible.length === 0) return sql`false`;
    return sql`${column} && array[${sql.join(possible.map((id) => sql.lit(id)))}]::integer[]`;
  },
};

/** `multiple_select_has_not`: its negation; empty cells match. */
export const multipleSelectHasNotCondition = negationOf(multipleSelectHasCondition);
