import { sql } from 'kysely';
import type { Database } from '../src/db/database.js';
import { userTable } from '../src/database/tables/user-table-ddl.js';

/**
 * Fills a table's row store with `rows` generated rows in SQL (generate_series), in chunks so
 * neither engine holds one huge statement. Columns follow the bench table's field types.
 */
export async function seedRows(db: Database, tableId: number, columns: { name: string; type: string }[], rows: number): Promise<void> {
  const chunk = 50_000;
  for (let start = 1; start <= rows; start += chunk) {
    const end = Math.min(rows, start + chunk - 1);
    const values = columns.map(({ type }) => {
      switch (type) {
        case 'number': return sql`(i * 7 % 100000)::numeric`;
        case 'boolean': return sql`(i % 3 = 0)`;
        case 'date': return sql`date '2020-01-01' + (i % 1500)`;
        case 'long_text': return sql`'Notes about row ' || i || ' with a longer sentence of text in it.'`;
        case 'email': return sql`'person' || i || '@example.com'`;
        case 'url': return sql`'https://example.com/' || i`;
        default: return sql`'Row ' || i`;
      }
    });
    const names = sql.join([sql`"order"`, ...columns.map((column) => sql.id(column.name))]);
    await sql`insert into ${userTable(tableId)} (${names})
      select i, ${sql.join(values)} from generate_series(${sql.lit(start)}::int, ${sql.lit(end)}::int) as i`.execute(db.kysely);
  }
  await sql`analyze ${userTable(tableId)}`.execute(db.kysely);
}
