import { sql, type Kysely } from 'kysely';

// The two seams of issue 33 (ARCHITECTURE.md, "What the next features share").
//
// `actions`: every change a person or token makes, with what undoing and redoing it needs. Undo and
// redo, row history and (later) webhooks read it. `session` is the browser tab's ClientSessionId and
// `action_group` its ClientUndoRedoActionGroupId: a paste sent as many requests is one group, undone
// as one step. Rows older than the undo period are removed by the sweep (actions/action-sweep.ts).
//
// `trash_entries`: one per trashed object (a group, database, table, field, view, one row or a
// batch of rows). The object itself stays where it is with a `trashed` flag (added by the
// migrations of each kind), so restoring is clearing the flag; the entry says who trashed what,
// when, and how to show it in the trash.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('actions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('group_id', 'integer', (col) => col.references('groups.id').onDelete('cascade'))
    .addColumn('session', 'text')
    .addColumn('action_group', 'text')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('params', 'jsonb', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('undone_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
  // Undo reads a person's latest actions in a tab; the sweep reads the oldest.
  await db.schema.createIndex('actions_user_session_idx').on('actions').columns(['user_id', 'session', 'id']).execute();
  await db.schema.createIndex('actions_created_on_idx').on('actions').columns(['created_on']).execute();

  await db.schema
    .createTable('trash_entries')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('trash_item_type', 'text', (col) => col.notNull())
    .addColumn('trash_item_id', 'integer', (col) => col.notNull())
    .addColumn('parent_trash_item_id', 'integer')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (col) => col.references('applications.id').onDelete('cascade'))
    .addColumn('user_who_trashed', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('trashed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('names', 'jsonb')
    .addColumn('parent_name', 'text')
    .addColumn('extra_description', 'text')
    .addColumn('restoration', 'jsonb')
    .addColumn('should_be_permanently_deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('trash_entries_item_idx').on('trash_entries').columns(['trash_item_type', 'trash_item_id']).execute();
  await db.schema.createIndex('trash_entries_group_idx').on('trash_entries').columns(['group_id', 'application_id', 'trashed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trash_entries').execute();
  await db.schema.dropTable('actions').execute();
}
