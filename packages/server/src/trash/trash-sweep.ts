import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import { periodicSweep, type PeriodicSweep } from '../tasks/periodic-sweep.js';
import { forgetActionsBefore } from '../actions/action-sweep.js';
import { sweepRowHistory } from '../database/rows/history/row-history.repo.js';
import type { Executor } from '../db/executor.js';
import { inTransaction } from '../db/transaction.js';
import { trashTypeNames, trashType } from './server-trash-types.js';
import { deleteEntry, lockEntry, markExpired, nextToPurge } from './trash.repo.js';

// 'swep' in ASCII: a key space of its own beside the tables' ('cell') and the templates' ('tmpl').
const sweepLockSpace = 0x73776570;

// Entries read per query; each is purged in a transaction of its own, so one that fails (its
// type's purge threw) is skipped and logged instead of holding back the others.
const entriesPerRead = 50;

/** What one sweep did. */
export interface SweepResult {
  purged: number;
  failed: number;
  actionsRemoved: number;
  rowHistoryRemoved: number;
}

// Only one process sweeps at a time: the others find the lock taken and leave the turn to it.
// A transaction-scoped lock, so a process that dies mid-sweep frees it at once.
async function takeTurn(trx: Executor): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(sweepLockSpace)}, 0) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes for good what has been emptied from the trash or kept longer than TRASH_DURATION_HOURS,
 * oldest first, through each kind's purge (an entry of a kind this version no longer knows is left
 * alone); then removes the actions older than the undo period, which nobody can undo any more,
 * and the row history past its retention.
 * Works in short transactions that yield in between, so requests keep their turns on the embedded
 * engine's one connection. Once issue 35 brings jobs, this becomes a job type (ARCHITECTURE.md).
 */
export async function sweepTrash(ctx: Pick<AppContext, 'db' | 'logger' | 'clock' | 'config'>): Promise<SweepResult> {
  const now = ctx.clock.now().getTime();
  const result: SweepResult = { purged: 0, failed: 0, actionsRemoved: 0, rowHistoryRemoved: 0 };
  const mine = await inTransaction(ctx.db, async (trx) => {
    if (!(await takeTurn(trx))) return false;
    await markExpired(trx, new Date(now - ctx.config.undoAndTrash.trashDurationHours * 3_600_000));
    return true;
  });
  if (!mine) return result;

  let after: { trashedAt: Date; id: number } | null = null;
  for (;;) {
    const batch = await nextToPurge(ctx.db.kysely, trashTypeNames(), after, entriesPerRead);
    for (const candidate of batch) {
      try {
        const purged = await inTransaction(ctx.db, async (trx) => {
          if (!(await takeTurn(trx))) return false;
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
      await yieldToRequests();
    }
    if (batch.length < entriesPerRead) break;
    const last = batch[batch.length - 1]!;
    after = { trashedAt: new Date(last.trashed_at), id: last.id };
  }

  result.actionsRemoved = await forgetActionsBefore(ctx, new Date(now - ctx.config.undoAndTrash.undoPeriodHours * 3_600_000));
  // Row history outlives the undo period: it goes after its own retention (ROW_HISTORY_RETENTION_DAYS).
  result.rowHistoryRemoved = await inTransaction(ctx.db, (trx) => sweepRowHistory(trx, new Date(now), ctx.config.undoAndTrash.rowHistoryRetentionDays));
  return result;
}

/** The sweep as the app runs it: every TRASH_SWEEP_INTERVAL_SECONDS (none when 0); a sweep still running skips a turn. */
export function trashSweeper(ctx: AppContext): PeriodicSweep<Awaited<ReturnType<typeof sweepTrash>>> {
  return periodicSweep(ctx.logger, ctx.config.undoAndTrash.sweepIntervalSeconds, () => sweepTrash(ctx), {
    done: (done) => (done.purged + done.failed > 0 ? [done, 'trash swept'] : null),
    failed: 'the trash sweep failed',
  });
}
