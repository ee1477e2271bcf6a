import { sql } from 'kysely';
import type { ServerFilterType } from '../server-filter-type.js';

/** `boolean`: the box is ticked or not as the value says; a box of a row older than the field (NULL) is unticked. */
export const booleanCondition: ServerFilterType<boolean> = {
  conditionSql: (column, value) => sql`coalesce(${column}, false) = ${value}`,
};
