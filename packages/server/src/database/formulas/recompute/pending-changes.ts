import type { Executor } from '../../../db/executor.js';
import { unionRows, type RowSet } from './row-set.js';

/**
 * What a transaction's writes changed, for the formulas that read it: cells of fields (by field,
 * with their table's rows) and rows that came to be (every computed field of their table computes
 * them). Writes note here wherever they happen (rows.repo.ts, link cells, the trash); the change
 * settles it once, before answering or at the latest before committing (settle-changes.ts).
 */
export interface PendingChanges {
  /** Field id → the rows of its table whose cells (or links) changed. */
  cells: Map<number, RowSet>;
  /** Table id → rows inserted, trashed or restored there. */
  rows: Map<number, RowSet>;
}

// Keyed by the transaction the writes ran in: a rolled-back change forgets its notes with it.
const pending = new WeakMap<Executor, PendingChanges>();

function changesOf(db: Executor): PendingChanges {
  let changes = pending.get(db);
  if (!changes) {
    changes = { cells: new Map(), rows: new Map() };
    pending.set(db, changes);
  }
  return changes;
}

/** Notes that `rows` of some fields' table have new cells in those fields. */
export function noteCellsChanged(db: Executor, fieldIds: Iterable<number>, rows: RowSet | Iterable<number>): void {
  const changes = changesOf(db);
  for (const fieldId of fieldIds) changes.cells.set(fieldId, unionRows(changes.cells.get(fieldId), rows));
}

/** Notes rows inserted, trashed or restored: every computed field of the table computes them, and every field reading them through a link. */
export function notePresenceChanged(db: Executor, tableId: number, rows: RowSet | Iterable<number>): void {
  const changes = changesOf(db);
  changes.rows.set(tableId, unionRows(changes.rows.get(tableId), rows));
}

/** Takes what the transaction noted so far, leaving nothing pending. */
export function takePendingChanges(db: Executor): PendingChanges | null {
  const changes = pending.get(db);
  pending.delete(db);
  if (!changes || (changes.cells.size === 0 && changes.rows.size === 0)) return null;
  return changes;
}
