import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { UserFilesTable } from '../db/schema.js';

/** A stored user file's row. */
export type UserFileRecord = Selectable<UserFilesTable>;

/** A user file to record, once its bytes are stored. */
export type NewUserFile = Omit<UserFileRecord, 'id' | 'uploaded_at' | 'last_used_at'>;

/**
 * The file already uploaded with this (truncated) original name and content, if any, marked as
 * used now. An update rather than a read: it waits for, or wins against, the sweep's delete of
 * the same row, so a record answered here is never one the sweep is about to remove.
 */
export function claimUserFileByContent(db: Executor, originalName: string, sha256: string): Promise<UserFileRecord | undefined> {
  return db
    .updateTable('user_files')
    .set({ last_used_at: sql`now()` })
    .where('original_name', '=', originalName)
    .where('sha256_hash', '=', sha256)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The user files with these names, marked as used now, in the write's transaction that puts them
 * in cells (the same lock as above keeps the sweep from deleting them under the write); names that
 * are not stored are simply absent.
 */
export async function claimUserFilesByName(db: Executor, names: string[]): Promise<UserFileRecord[]> {
  if (names.length === 0) return [];
  // In name order, so two writes claiming the same files lock them in the same order.
  return db.updateTable('user_files').set({ last_used_at: sql`now()` }).where('name', 'in', [...names].sort()).returningAll().execute();
}

/** Records a user file. */
export function insertUserFile(db: Executor, file: NewUserFile): Promise<UserFileRecord> {
  return db.insertInto('user_files').values(file).returningAll().executeTakeFirstOrThrow();
}

/** The names, after `after` in name order, of up to `limit` files nobody uploaded or used since `before`. */
export async function namesUnusedSince(db: Executor, before: Date, after: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('user_files').select('name').where('last_used_at', '<', before).where('name', '>', after).orderBy('name').limit(limit).execute();
  return rows.map((row) => row.name);
}

/** Deletes the rows of these files that are still unused since `before`, and answers the names deleted. */
export async function deleteUnusedUserFiles(db: Executor, names: string[], before: Date): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.deleteFrom('user_files').where('name', 'in', names).where('last_used_at', '<', before).returning('name').execute();
  return rows.map((row) => row.name);
}
