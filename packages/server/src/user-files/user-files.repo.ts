import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { UserFilesTable } from '../db/schema.js';

/** A stored user file's row. */
export type UserFileRecord = Selectable<UserFilesTable>;

/** A user file to record, once its bytes are stored. */
export type NewUserFile = Omit<UserFileRecord, 'id' | 'uploaded_at'>;

/** The file already uploaded with this (truncated) original name and content, if any. */
export function findUserFileByContent(db: Executor, originalName: string, sha256: string): Promise<UserFileRecord | undefined> {
  return db.selectFrom('user_files').selectAll().where('original_name', '=', originalName).where('sha256_hash', '=', sha256).executeTakeFirst();
}

/** The user files with these names; names that are not stored are simply absent. */
export async function findUserFilesByName(db: Executor, names: string[]): Promise<UserFileRecord[]> {
  if (names.length === 0) return [];
  return db.selectFrom('user_files').selectAll().where('name', 'in', names).execute();
}

/** Records a user file. */
export function insertUserFile(db: Executor, file: NewUserFile): Promise<UserFileRecord> {
  return db.insertInto('user_files').values(file).returningAll().executeTakeFirstOrThrow();
}
