import type { Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** A user row as stored. */
export type UserRecord = Selectable<DatabaseSchema['users']>;

/** Finds a user by (normalised) e-mail address. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Finds a user by id. */
export function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether any account exists yet: the first one becomes staff. */
export async function hasAnyUser(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Inserts a user and returns the stored row. */
export function insertUser(
  db: Executor,
  values: { firstName: string; email: string; passwordHash: string; isStaff: boolean; emailVerifiedAt?: Date | null },
): Promise<UserRecord> {
  return db
    .insertInto('users')
    .values({
      first_name: values.firstName,
      email: values.email,
      password_hash: values.passwordHash,
      is_staff: values.isStaff,
      email_verified_at: values.emailVerifiedAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces a user's password hash and moves its password version on, retiring older sessions and links. */
export function updatePassword(db: Executor, userId: number, passwordHash: string, changedAt: Date, keptSession: number | null = null): Promise<UserRecord> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: changedAt, password_changed_by_session: keptSession })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores the same password hashed at a new cost; unlike a change, sessions and links stay valid. */
export async function replacePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Records a successful login. */
export async function touchLastLogin(db: Executor, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login: at }).where('id', '=', userId).execute();
}
