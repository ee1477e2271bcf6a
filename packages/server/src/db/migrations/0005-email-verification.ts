import type { Kysely } from 'kysely';

// When a user proved they read mail at their address: a verification link, or signing up or
// accepting through an invitation's mailed link. Null until then; accounts made before this
// migration start unverified and can ask for a verification mail.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
