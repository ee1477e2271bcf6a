import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { DatabaseSchema } from '../db/schema.js';
import { hashTokenKey } from './token-keys.js';

/** A database token as stored. */
export type TokenRecord = Selectable<DatabaseSchema['database_tokens']>;

/** The tokens a user owns, in every group, by id (contract §12). */
export function listTokensOfUser(db: Executor, userId: number): Promise<TokenRecord[]> {
  return db.selectFrom('database_tokens').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** A token if `userId` owns it: another user's token is as good as missing. */
export function findTokenOfUser(db: Executor, tokenId: number, userId: number): Promise<TokenRecord | undefined> {
  return db.selectFrom('database_tokens').selectAll().where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();
}

/** The token a request's key belongs to, found by the key's hash. */
export function findTokenByKey(db: Executor, key: string): Promise<TokenRecord | undefined> {
  return db.selectFrom('database_tokens').selectAll().where('key_hash', '=', hashTokenKey(key)).executeTakeFirst();
}

/** Stores a new token with its key. */
export function insertToken(db: Executor, values: { userId: number; groupId: number; name: string; key: string }): Promise<TokenRecord> {
  return db
    .insertInto('database_tokens')
    .values({ user_id: values.userId, group_id: values.groupId, name: values.name, key: values.key, key_hash: hashTokenKey(values.key) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Renames a token. */
export async function renameToken(db: Executor, tokenId: number, name: string): Promise<void> {
  await db.updateTable('database_tokens').set({ name }).where('id', '=', tokenId).execute();
}

/** Gives a token a new key; the old one stops working with this write. */
export async function replaceTokenKey(db: Executor, tokenId: number, key: string): Promise<void> {
  await db.updateTable('database_tokens').set({ key, key_hash: hashTokenKey(key) }).where('id', '=', tokenId).execute();
}

/** Deletes a token; its rights cascade. */
export async function deleteToken(db: Executor, tokenId: number): Promise<void> {
  await db.deleteFrom('database_tokens').where('id', '=', tokenId).execute();
}
