import { sql } from 'kysely';
import { containsSql } from '../../fields/types/text-like.js';
import type { ServerFilterType } from '../server-filter-type.js';

/** `filename_contains`: any file of the cell has a visible name containing the value, ignoring case. */
export const filenameContainsCondition: ServerFilterType<string> = {
  conditionSql: (column, value) =>
    sql`exists (select 1 from jsonb_array_elements(coalesce(${column}, '[]'::jsonb)) as file where ${containsSql(sql`file->>'visible_name'`, value)})`,
};
