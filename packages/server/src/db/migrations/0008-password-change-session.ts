import type { Kysely } from 'kysely';

// The session (by its original login time, the JWT's orig_iat) that last changed the password:
// it stays signed in while every other session ends, so a client that changed the password is
// not sent back to the login page by its next token refresh. Null after a reset.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_changed_by_session', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_by_session').execute();
}
