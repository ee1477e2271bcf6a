import type { Settings } from '@cellar/core';
import type { Executor } from '../db/executor.js';

/** Reads the single settings row; `forUpdate` holds it until the transaction ends. */
export async function readSettings(db: Executor, options: { forUpdate?: boolean } = {}): Promise<Settings> {
  let query = db.selectFrom('settings').select(['allow_new_signups']).where('id', '=', 1);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { allow_new_signups: row.allow_new_signups };
}

/** Writes the given settings keys. */
export async function writeSettings(db: Executor, changes: Partial<Settings>): Promise<Settings> {
  const row = await db
    .updateTable('settings')
    .set(changes)
    .where('id', '=', 1)
    .returning(['allow_new_signups'])
    .executeTakeFirstOrThrow();
  return { allow_new_signups: row.allow_new_signups };
}
