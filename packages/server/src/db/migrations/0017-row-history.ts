import { sql, type Kysely } from 'kysely';

// Issue 33: each row's changes, as the reference's row history keeps them (database/rows/history/).
// An entry is written by the action that changed the row (update_row, update_rows, their undo and
// redo), in its transaction, with the values before and after of the fields that changed only;
// the user's name is kept as it was, so a renamed or deleted account still reads as it did. Entries
// outlive the undo period: the sweep removes them after ROW_HISTORY_RETENTION_DAYS. No foreign
// keys: a purged row's or table's history goes with the sweep, not with a cascade over millions.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('row_history')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('table_id', 'integer', (col) => col.notNull())
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('action_id', 'bigint')
    .addColumn('action_type', 'text', (col) => col.notNull())
    .addColumn('action_command_type', 'text', (col) => col.notNull().defaultTo('DO'))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('action_timestamp', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('before', 'jsonb', (col) => col.notNull())
    .addColumn('after', 'jsonb', (col) => col.notNull())
    .addColumn('fields_metadata', 'jsonb', (col) => col.notNull())
    .execute();
  // A row's timeline, newest first; the id breaks ties within one timestamp (one transaction).
  await sql`create index row_history_row_idx on row_history (table_id, row_id, action_timestamp desc, id desc)`.execute(db);
  await db.schema.createIndex('row_history_timestamp_idx').on('row_history').column('action_timestamp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('row_history').execute();
}
