import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { inTransaction } from '../db/transaction.js';
import { trashType, trashTypeNames } from './server-trash-types.js';
import { deleteEntry, lockEntry, nextToPurge, type TrashPlace } from './trash.repo.js';

// 'swep' in ASCII: a key space of its own beside the tables' ('cell') and the templates' ('tmpl').
const purgeLockSpace = 0x73776570;

// Entries read per query; each is purged in a transaction of its own, so one that fails (its
// type's purge threw) is skipped and logged instead of holding back the others.
const entriesPerRead = 50;

/**
 * Only one purge runs at a time (the sweep of any process, or an empty-trash job): the others find
 * the lock taken and leave the entry to it. A transaction-scoped lock, so one that dies frees it at once.
 */
export async function takePurgeTurn(trx: Executor): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(purgeLockSpace)}, 0) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What one purge pass did. */
export interface PurgeResult {
  purged: number;
  failed: number;
}

/**
 * Deletes for good the entries marked for deletion (of one place, or everywhere), oldest first,
 * through each kind's purge; an entry of a kind this version no longer knows is left alone. Short
 * transactions that yield in between, so requests keep their turns on the embedded engine's one
 * connection. `afterEach` hears of every entry done (a job's progress; it may throw to stop).
 */
export async function purgeMarked(ctx: Pick<AppContext, 'db' | 'logger'>, place?: TrashPlace, afterEach?: (done: PurgeResult) => Promise<void>): Promise<PurgeResult> {
  const result: PurgeResult = { purged: 0, failed: 0 };
  let after: { trashedAt: Date; id: number } | null = null;
  for (;;) {
    const batch = await nextToPurge(ctx.db.kysely, trashTypeNames(), after, entriesPerRead, place);
    for (const candidate of batch) {
      try {
        const purged = await inTransaction(ctx.db, async (trx) => {
          if (!(await takePurgeTurn(trx))) return false;
          // Restored, or purged with its parent (a table takes its rows' entries), since it was read.
          const entry = await lockEntry(trx, candidate.id);
          const type = entry && trashType(entry.trash_item_type);
          if (!entry || !entry.should_be_permanently_deleted || !type) return false;
          await type.purge(trx, entry);
          await deleteEntry(trx, entry.id);
          return true;
        });
        if (purged) result.purged += 1;
      } catch (error) {
        result.failed += 1;
        ctx.logger.error({ err: error, entry: candidate.id, type: candidate.trash_item_type }, 'a trash entry could not be deleted for good; the next sweep tries again');
      }
      await afterEach?.(result);
      await yieldToRequests();
    }
    if (batch.length < entriesPerRead) break;
    const last = batch[batch.length - 1]!;
    after = { trashedAt: new Date(last.trashed_at), id: last.id };
  }
  return result;
}
