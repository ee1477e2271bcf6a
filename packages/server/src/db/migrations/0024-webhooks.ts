import { sql, type Kysely } from 'kysely';

// Webhooks (issue 37). A table's webhook keeps its target, the events it listens to (`events`: the
// reference's event config, `[{ event_type, fields?, views? }]`, read whole with the webhook), its
// extra headers, and the secret its calls are signed with. `webhook_calls` is both the outbox and
// the call log: a change writes its calls in its own transaction (state `pending`), so a crash never
// loses one nor sends one for a change that rolled back; senders claim due calls with
// `FOR UPDATE SKIP LOCKED` (several processes never send one twice), record each attempt's request
// and response on the row, and set `next_attempt_at` for a retry. The partial index keeps the claim
// cheap however long the log is; the log is trimmed to the newest calls per webhook.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('database_tables.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('request_method', 'text', (col) => col.notNull().defaultTo('POST'))
    .addColumn('headers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('include_all_events', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('events', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('use_user_field_names', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('failed_triggers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhooks_table_idx').on('webhooks').columns(['table_id', 'id']).execute();

  await db.schema
    .createTable('webhook_calls')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('webhook_id', 'integer', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('called_time', 'timestamptz')
    .addColumn('called_url', 'text', (col) => col.notNull())
    .addColumn('request', 'text')
    .addColumn('response', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index webhook_calls_due_idx on webhook_calls (next_attempt_at, id) where state = 'pending'`.execute(db);
  await db.schema.createIndex('webhook_calls_webhook_idx').on('webhook_calls').columns(['webhook_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_calls').execute();
  await db.schema.dropTable('webhooks').execute();
}
