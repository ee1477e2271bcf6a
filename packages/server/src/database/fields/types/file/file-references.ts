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
 * Which of `names` some file cell refers to, in any table. Each table with file fields is read in
 * id order, one statement per chunk sized to ~25 ms (as long scans are on the embedded engine),
 * so requests run between them. Not one snapshot: a cell written meanwhile may be missed, which is
 * why the sweep also spares files used recently (the write marks them).
 */
export async function referencedFileNames(db: Executor, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (names.length === 0) return found;
  const fields = await db.selectFrom('database_fields').select(['id', 'table_id']).where('type', '=', 'file').orderBy('table_id').execute();
  const columnsByTable = new Map<number, string[]>();
  for (const field of fields) columnsByTable.set(field.table_id, [...(columnsByTable.get(field.table_id) ?? []), fieldColumnName(field.id)]);
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
