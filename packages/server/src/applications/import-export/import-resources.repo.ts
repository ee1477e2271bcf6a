import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ImportResourcesTable } from '../../db/schema.js';

/** An uploaded archive's row. */
export type ImportResourceRecord = Selectable<ImportResourcesTable>;

export function insertImportResource(db: Executor, resource: { userId: number; originalName: string; storageName: string; size: number }): Promise<ImportResourceRecord> {
  return db
    .insertInto('import_resources')
    .values({ user_id: resource.userId, original_name: resource.originalName, storage_name: resource.storageName, size: resource.size })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A person's own resource: someone else's is as good as missing. */
export function findImportResource(db: Executor, id: number, userId: number): Promise<ImportResourceRecord | undefined> {
  return db.selectFrom('import_resources').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Deletes a person's resources but the newest `keep`, and answers the deleted ones (their bytes are the caller's to delete). */
export async function trimImportResources(db: Executor, userId: number, keep: number): Promise<ImportResourceRecord[]> {
  const newest = db.selectFrom('import_resources').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(keep);
  return db.deleteFrom('import_resources').where('user_id', '=', userId).where('id', 'not in', newest).returningAll().execute();
}
