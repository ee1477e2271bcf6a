import type { Database } from '../../../db/database.js';
import type { Executor } from '../../../db/executor.js';
import type { DomainEvent } from '../../../events/domain-events.js';
import type { AfterCommit, Emit } from '../../../events/unit-of-work.js';
import { listFields } from '../../fields/fields.repo.js';
import type { PresentContext } from '../../fields/server-field-type.js';
import { rowsByIds } from '../../rows/row-presenter.js';
import { getTableOrThrow } from '../../table.policy.js';
import type { RowSet } from './row-set.js';

// Rows of one table announced one by one; past this, open grids are told to read their window again.
const maxRowEvents = 100;

/** Rows the caller writes and announces itself (its answer's rows), so they are not announced twice. */
export interface AnnouncedRows {
  tableId: number;
  rowIds: readonly number[];
}

interface RowsToAnnounce {
  tableId: number;
  ids: number[];
}

// Rows whose formulas a transaction recomputed, to be read and announced once it committed.
const waiting = new WeakMap<Executor, RowsToAnnounce[]>();

/**
 * Notes the rows a settle recomputed, for open grids: past the bound a table gets one
 * `rows_refreshed` now; the others are read after the commit (their events then carry what was
 * committed), off the write's own answer: a rollup's row with 1,000 links costs its read to no one.
 */
export async function noteRecomputedRows(db: Executor, emit: Emit, touched: Map<number, RowSet>, announced?: AnnouncedRows): Promise<void> {
  for (const [tableId, rows] of touched) {
    const skip = new Set(announced?.tableId === tableId ? announced.rowIds : []);
    const ids = rows === 'all' ? null : [...rows].filter((id) => !skip.has(id));
    if (ids?.length === 0) continue;
    if (ids !== null && ids.length <= maxRowEvents) {
      waiting.set(db, [...(waiting.get(db) ?? []), { tableId, ids }]);
      continue;
    }
    // A table in the trash has no open grid to tell.
    const table = await getTableOrThrow(db, tableId).catch(() => null);
    if (table) emit({ type: 'rows_refreshed', groupId: table.groupId, tableId });
  }
}

/**
 * The after-commit work of a transaction's notes: each row read as committed and announced as
 * updated. Every settle answers it; only commitChange's, the last, runs it, and it takes the notes then.
 */
export function announceAfterCommit(db: Executor, database: Database, present: PresentContext): AfterCommit | undefined {
  if (!waiting.get(db)?.length) return undefined;
  return async (publish) => {
    const pending = waiting.get(db) ?? [];
    waiting.delete(db);
    const events: DomainEvent[] = [];
    for (const { tableId, ids } of pending) {
      const table = await getTableOrThrow(database.kysely, tableId).catch(() => null);
      if (!table) continue;
      const { groupId } = table;
      for (const row of await rowsByIds(database.kysely, tableId, await listFields(database.kysely, tableId), ids, present)) events.push({ type: 'row_updated', groupId, tableId, row });
    }
    publish(events);
  };
}
