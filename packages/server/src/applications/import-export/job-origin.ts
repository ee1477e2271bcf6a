import type { Executor } from '../../db/executor.js';
import type { EventOrigin } from '../../events/domain-events.js';

/**
 * Who a job's changes come from, for the realtime events its commit sends: its person, with no
 * browser tab (a job is nobody's tab), so every member's tabs, the starter's too, are told.
 */
export async function jobOrigin(db: Executor, userId: number): Promise<EventOrigin> {
  const user = await db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
  return { userId, userName: user?.first_name ?? null, tokenId: null, webSocketId: null };
}
