import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import { ChunkSizer } from '../../chunk-sizer.js';
import { fieldColumnName, userTable } from '../../../tables/user-table-names.js';

interface ChunkRow {
  rows: number;
  last_id: number | null;
  names: string[] | null;
}

// A cell's files as rows of names; anything but a list (null, text left by a crash) holds none.
function namesOf(column: string): RawBuilder<unknown> {
  const cell = sql.ref(`chunk.${column}`);
  return sql`select item->>'name' as name from chunk cross join lateral jsonb_array_elements(case when jsonb_typeof(${cell}) = 'array' then ${cell} else '[]'::jsonb end) as item`;
}

/**
 * The backup columns of fields' type changes (fields/actions/field-backup.ts) that may hold file cells
 * (jsonb), in the row stores this connection sees: undo puts them back in place, so their files stay.
 * Other jsonb cells hold no `name` a file has; reading them costs only a scan while an undo is possible.
 */
async function jsonBackupColumns(db: Executor): Promise<{ table_id: number; column_name: string }[]> {
  const { rows } = await sql<{ table_id: number; column_name: string }>`
    select substring(c.relname from 16)::int as table_id, a.attname as column_name
    from pg_attribute as a join pg_class as c on c.oid = a.attrelid
    where c.relkind = 'r' and c.relname ~ '^database_table_[0-9]+$' and pg_table_is_visible(c.oid)
      and a.attname like 'backup\\_field\\_%' and a.atttypid = 'jsonb'::regtype and not a.attisdropped
    order by 1, 2`.execute(db);
  return rows;
}

/**
 * Which of `names` some file cell refers to, in any table. Each table with file fields is read in
 * id order, one statement per chunk sized to ~25 ms (as long scans are on the embedded engine),
 * so requests run between them. Not one snapshot: a cell written meanwhile may be missed, which is
 * why the sweep also spares files used recently (the write marks them).
 */
export async function referencedFileNames(db: Executor, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (names.length === 0) return found;
  // Every file field, trashed ones too, over every row, trashed ones too: what the trash holds comes back
  // with its files, and lets go of them once purged (issue 33).
  const fields = await db.selectFrom('database_fields').select(['id', 'table_id']).where('type', '=', 'file').orderBy('table_id').execute();
  const columnsByTable = new Map<number, string[]>();
  const add = (tableId: number, column: string) => columnsByTable.set(tableId, [...(columnsByTable.get(tableId) ?? []), column]);
  for (const field of fields) add(field.table_id, fieldColumnName(field.id));
  for (const backup of await jsonBackupColumns(db)) add(backup.table_id, backup.column_name);
  const wanted = sql.join(names);
  for (const [tableId, columns] of columnsByTable) {
    const chunks = new ChunkSizer();
    let after = 0;
    for (;;) {
      const size = chunks.size;
      const started = performance.now();
      const result = await sql<ChunkRow>`
        with chunk as materialized (select id, ${sql.join(columns.map((column) => sql.ref(column)))} from ${userTable(tableId)} where id > ${after} order by id limit ${size})
        select (select count(*) from chunk)::int as rows, (select max(id) from chunk) as last_id,
               array(select distinct name from (${sql.join(columns.map(namesOf), sql` union all `)}) as cells where name in (${wanted})) as names`.execute(db);
      const chunk = result.rows[0];
      for (const name of chunk?.names ?? []) found.add(name);
      if (!chunk || chunk.rows < size || chunk.last_id === null) break;
      chunks.record(chunk.rows, performance.now() - started);
      after = chunk.last_id;
    }
  }
  return found;
}
