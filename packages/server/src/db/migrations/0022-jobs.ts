import { sql, type Kysely } from 'kysely';

// Jobs (issue 35): work that outlives a request. A job belongs to the person who started it (and,
// when it works on a group's data, to that group, so leaving the group stops it). `params` is what
// its type needs to run, `result` what it made (an export's file); `progress_percentage` moves as it
// goes. The runner claims the oldest pending job; `heartbeat_at` says a started job is still being
// run, so after a restart (or a process that died) a stale one is failed or run again. `expires_at`
// is when a finished job and what it made are deleted. The partial index keeps the claim cheap
// however many finished jobs wait for their expiry.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (col) => col.references('groups.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('progress_percentage', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('human_readable_error', 'text')
    .addColumn('cancel_requested', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await sql`create index jobs_waiting_idx on jobs (id) where state in ('pending', 'started')`.execute(db);
  await db.schema.createIndex('jobs_user_idx').on('jobs').columns(['user_id', 'id']).execute();
  await sql`create index jobs_expiry_idx on jobs (expires_at) where expires_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
