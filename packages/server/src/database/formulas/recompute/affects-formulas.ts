import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import { computedTypeNames } from '../computed/computed-formulas.js';
import type { PendingChanges } from './pending-changes.js';

/**
 * Whether a change can reach any formula, in one query: an edge reads a changed field, a field of a
 * table whose rows came or went, or a link to such a table; or such a table has computed fields.
 * Every row write asks, so tables without formulas pay one indexed lookup, not a plan.
 */
export async function mayAffectFormulas(db: Executor, changes: PendingChanges): Promise<boolean> {
  const fieldIds = [...changes.cells.keys()];
  const tableIds = [...changes.rows.keys()];
  const { rows } = await sql<{ reached: boolean }>`select (
      exists (select 1 from database_field_dependencies as d
        where d.dependency_id = any(${fieldIds}::integer[]) or d.via_id = any(${fieldIds}::integer[]))
      or exists (select 1 from database_field_dependencies as d join database_fields as f on f.id = d.dependency_id or f.id = d.via_id
        where f.table_id = any(${tableIds}::integer[])
          or (f.type = 'link_row' and (f.options->>'link_row_table')::integer = any(${tableIds}::integer[])))
      or exists (select 1 from database_fields as f
        where f.table_id = any(${tableIds}::integer[]) and f.type in (${sql.join([...computedTypeNames])}) and not f.trashed)
    ) as reached`.execute(db);
  return rows[0]?.reached === true;
}
