import type { AppContext } from '../../../app-context.js';
import { periodicSweep, type PeriodicSweep } from '../../../tasks/periodic-sweep.js';
import { tablesWithTimeFormulas } from './time-fields.js';
import { refreshTimeFormulas } from './time-refresh.js';

/** What one turn did. */
export interface TimeRefreshResult {
  tables: number;
  rowsChanged: number;
}

/**
 * Keeps formulas that read the clock (now, today) current (issue 34: "refresh on a schedule and on
 * read of stale rows"). Every FORMULA_REFRESH_INTERVAL_SECONDS each such table is recomputed; and a
 * table read while its last refresh in this process is older than the interval (the server just
 * started, or the schedule is off) is refreshed at once in the background — the read answers the stored
 * values without waiting, and the grid re-reads its window when the refresh lands (force_view_rows_refresh).
 */
export function timeRefresher(ctx: AppContext): PeriodicSweep<TimeRefreshResult> & { noticeRead(tableId: number): Promise<void> | undefined } {
  const intervalMs = ctx.config.formulas.refreshIntervalSeconds * 1000;
  const refreshedAt = new Map<number, number>();
  const running = new Map<number, Promise<number>>();

  function refresh(tableId: number): Promise<number> {
    const current = running.get(tableId);
    if (current) return current;
    const started = ctx.clock.now().getTime();
    const turn = refreshTimeFormulas(ctx, tableId)
      .then((rows) => {
        refreshedAt.set(tableId, started);
        return rows;
      })
      .finally(() => running.delete(tableId));
    running.set(tableId, turn);
    return turn;
  }

  // A read's look at its table and the refresh it may start, while under way.
  const noticing = new Map<number, Promise<void>>();

  async function sweep(): Promise<TimeRefreshResult> {
    const tables = await tablesWithTimeFormulas(ctx.db.kysely);
    let rowsChanged = 0;
    for (const tableId of tables) rowsChanged += await refresh(tableId);
    return { tables: tables.length, rowsChanged };
  }

  const sweeper = periodicSweep(ctx.logger, ctx.config.formulas.refreshIntervalSeconds, sweep, {
    done: (done) => (done.rowsChanged > 0 ? [done, 'formulas reading the clock refreshed'] : null),
    failed: 'refreshing the formulas that read the clock failed',
  });

  return {
    sweep: sweeper.sweep,
    start: sweeper.start,
    // A refresh a read started finishes before the database closes, as a sweep does.
    async stop(): Promise<void> {
      await sweeper.stop();
      await Promise.allSettled([...noticing.values(), ...running.values()]);
    },
    // Answers the look (and refresh) under way for the table, if any: tests wait for it; reads do not.
    noticeRead(tableId: number): Promise<void> | undefined {
      if (intervalMs === 0) return undefined;
      const underWay = noticing.get(tableId);
      if (underWay) return underWay;
      const last = refreshedAt.get(tableId);
      if (last !== undefined && ctx.clock.now().getTime() - last < intervalMs) return undefined;
      // Marked before looking, so a burst of reads looks once per interval (one indexed query).
      refreshedAt.set(tableId, ctx.clock.now().getTime());
      const look = (async () => {
        if ((await tablesWithTimeFormulas(ctx.db.kysely, tableId)).length > 0) await refresh(tableId);
      })()
        .catch((error: unknown) => ctx.logger.error({ err: error, tableId }, 'refreshing the formulas that read the clock failed'))
        .finally(() => noticing.delete(tableId));
      noticing.set(tableId, look);
      return look;
    },
  };
}
