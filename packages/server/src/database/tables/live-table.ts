import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the table a field or view belongs to is live: neither it, its database nor its group is in
 * the trash. What lives in a trashed table answers its own 404 (ERROR_FIELD_DOES_NOT_EXIST…), as the
 * reference's trash-aware managers do, not the table's.
 */
export function inLiveTable(from: 'database_fields' | 'views'): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from database_tables as t
    join applications as a on a.id = t.database_id join groups as g on g.id = a.group_id
    where t.id = ${sql.ref(`${from}.table_id`)} and not t.trashed and not a.trashed and not g.trashed)`;
}
