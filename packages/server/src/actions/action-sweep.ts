import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { inTransaction } from '../db/transaction.js';
import { actionType } from './server-action-types.js';

// Actions removed per transaction: short enough that requests keep their turns between them.
const actionsPerBatch = 1_000;

// What a type may let go of when its action leaves the log (a changed field's backup column).
// Read structurally, so types without the optional `forget` need nothing.
interface Forgetting {
  forget?(trx: Executor, params: object): Promise<void>;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Removes the actions recorded before `before` (past the undo period: nobody can undo them any
 * more), oldest first, letting each type forget what only its undo needed in the same
 * transaction; answers how many went.
 */
export async function forgetActionsBefore(ctx: Pick<AppContext, 'db'>, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await inTransaction(ctx.db, async (trx) => {
      const batch = await trx.selectFrom('actions').select(['id', 'type', 'params']).where('created_on', '<', before).orderBy('id').limit(actionsPerBatch).forUpdate().execute();
      for (const action of batch) {
        const type = actionType(action.type) as Forgetting | undefined;
        if (type?.forget) await type.forget(trx, action.params);
      }
      if (batch.length > 0) await trx.deleteFrom('actions').where('id', 'in', batch.map((action) => action.id)).execute();
      return batch.length;
    });
    removed += count;
    if (count < actionsPerBatch) return removed;
    await yieldToRequests();
  }
}
