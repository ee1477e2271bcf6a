import { sql } from 'kysely';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

/**
 * `single_select_equal`: the cell holds the option with the value as id. Core gives the id as
 * integer text of any size; compared as numeric, an id beyond the integer column matches nothing
 * instead of failing the cast.
 */
export const singleSelectEqualCondition: ServerFilterType<string> = {
  conditionSql: (column, value) => sql`${column} = cast(${value} as numeric)`,
};

/** `single_select_not_equal`: its negation; empty cells match. */
export const singleSelectNotEqualCondition = negationOf(singleSelectEqualCondition);
