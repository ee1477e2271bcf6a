import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import type { ServerActionType } from './server-action-type.js';

/**
 * Records an action in the log, inside the transaction of the change it describes, so the log never
 * holds a change that was rolled back nor misses one that committed. Token callers and callers
 * without a ClientSessionId are recorded too (row history and webhooks read the log), but only an
 * action with a session can be undone. Recording in a session forgets what that session could redo,
 * as in any editor.
 */
export async function recordAction<P extends object>(trx: Executor, caller: Caller, type: ServerActionType<P>, groupId: number | null, params: P): Promise<number> {
  const session = caller.token ? null : (caller.clientSessionId ?? null);
  if (session) {
    await trx
      .deleteFrom('actions')
      .where('user_id', '=', caller.user.id)
      .where('session', '=', session)
      .where('undone_at', 'is not', null)
      .execute();
  }
  const { id } = await trx
    .insertInto('actions')
    .values({
      type: type.type,
      user_id: caller.user.id,
      group_id: groupId,
      session,
      action_group: caller.token ? null : (caller.actionGroupId ?? null),
      scope: type.scope(params),
      params: JSON.stringify(params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
