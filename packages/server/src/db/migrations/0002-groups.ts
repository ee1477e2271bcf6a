import { sql, type Kysely } from 'kysely';

// Groups (workspaces), their members, pending invitations and the applications inside them.
// Deleting a group or a user cascades to memberships and invitations; applications go with
// their group (their per-table SQL is dropped by the application type before the row goes).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('group_users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permissions', 'text', (col) => col.notNull().check(sql`permissions in ('ADMIN', 'MEMBER')`))
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('group_users_group_user_unique', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_users_user_idx').on('group_users').columns(['user_id', 'order']).execute();

  await db.schema
    .createTable('group_invitations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('invited_by_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('permissions', 'text', (col) => col.notNull().check(sql`permissions in ('ADMIN', 'MEMBER')`))
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('group_invitations_group_email_unique', ['group_id', 'email'])
    .execute();
  await db.schema.createIndex('group_invitations_email_idx').on('group_invitations').column('email').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('applications_group_idx').on('applications').columns(['group_id', 'order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['applications', 'group_invitations', 'group_users', 'groups']) {
    await db.schema.dropTable(table).execute();
  }
}
