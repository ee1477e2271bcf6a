import type { AppContext } from '../app-context.js';
import { periodicSweep, type PeriodicSweep } from '../tasks/periodic-sweep.js';
import { forgetActionsBefore } from '../actions/action-sweep.js';
import { sweepRowHistory } from '../database/rows/history/row-history.repo.js';
import { inTransaction } from '../db/transaction.js';
import { markExpired } from './trash.repo.js';
import { purgeMarked, takePurgeTurn } from './purge-marked.js';

/** What one sweep did. */
export interface SweepResult {
  purged: number;
  failed: number;
  actionsRemoved: number;
  rowHistoryRemoved: number;
}

/**
 * Deletes for good what has been emptied from the trash or kept longer than TRASH_DURATION_HOURS,
 * oldest first, through each kind's purge (an entry of a kind this version no longer knows is left
 * alone); then removes the actions older than the undo period, which nobody can undo any more,
 * and the row history past its retention.
 * Works in short transactions that yield in between, so requests keep their turns on the embedded
 * engine's one connection. Emptying the trash also queues a job that purges what it marked at once
 * (empty-trash/); this sweep takes what that job left and what expired.
 */
export async function sweepTrash(ctx: Pick<AppContext, 'db' | 'logger' | 'clock' | 'config'>): Promise<SweepResult> {
  const now = ctx.clock.now().getTime();
  const result: SweepResult = { purged: 0, failed: 0, actionsRemoved: 0, rowHistoryRemoved: 0 };
  const mine = await inTransaction(ctx.db, async (trx) => {
    if (!(await takePurgeTurn(trx))) return false;
    await markExpired(trx, new Date(now - ctx.config.undoAndTrash.trashDurationHours * 3_600_000));
    return true;
  });
  if (!mine) return result;

  const { purged, failed } = await purgeMarked(ctx);
  result.purged = purged;
  result.failed = failed;

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
