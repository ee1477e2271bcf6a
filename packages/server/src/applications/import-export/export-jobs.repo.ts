import type { Executor } from '../../db/executor.js';

/** The ids of a person's finished exports of a group, newest first (the reference lists those with a file). */
export async function listExportJobIds(db: Executor, userId: number, groupId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', 'export_applications')
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .where('state', '=', 'finished')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
