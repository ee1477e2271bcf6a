import type { EventBus } from '../../events/event-bus.js';
import { sortedConditionPrefix } from './sorted-keyset.js';
import type { TableDependents } from './table-dependents.js';

/** Where a row sits in a table's own order: its ("order", id), the key of the rows index; in a sorted order, its sort value too. */
export interface RowKey {
  order: string;
  id: number;
  value?: string;
}

/**
 * A remembered position among a condition's rows and the key of the row there. `count` is set
 * when the position was worked out from the rows' count (a window placed from the end): it then
 * holds only while the count is the same.
 */
export interface RowPosition {
  position: number;
  key: RowKey;
  count?: number | undefined;
}

// Deleting rows, or creating them before another row, shifts every position after them; editing
// rows or fields shifts only the positions among filtered or searched rows. A row added at the end
// (the usual create) has an order above every other row's, so no position moves.
const shiftsAll = new Set<string>(['row_deleted', 'rows_bulk_changed']);
const shiftsFiltered = new Set<string>(['row_updated', 'rows_refreshed', 'field_updated', 'field_deleted']);
// Enough for a grid scrolled back and forth across a big table; the oldest go first.
// (A sorted order's walk keeps ~200 of them: row-reader.ts.)
const maxPositionsPerCondition = 1_024;
const maxConditionsPerTable = 16;
const maxTables = 64;

/**
 * Remembers, per table and condition (`whereKey`: '' for all rows), which row is at which position
 * of the table's own order, from the windows read. A window far from the start and the end is then
 * read from the nearest remembered row by its key, instead of an OFFSET that walks every row
 * before it: scrolling the middle of 1M rows stops costing a walk of half a million index entries
 * per window. Changes forget what they can shift (with several processes, through the shared
 * event bus); a position read while such a change was announced is not kept, as RowCountCache does.
 * A position placed from the end depends on the count, which may lag a create no event has
 * announced yet: it is used only while the count is the one it was placed with.
 */
export class RowPositions {
  private readonly byTable = new Map<number, Map<string, Map<number, RowPosition>>>();
  private readonly versions = new Map<number, number>();

  /** `dependents`: tables whose filters read another table's rows (link fields), forgotten with its changes. */
  constructor(bus: EventBus, dependents?: TableDependents) {
    bus.subscribe((event) => {
      if (!('tableId' in event)) return;
      const insertedBefore = event.type === 'row_created' && event.beforeRowId !== null;
      if (shiftsAll.has(event.type) || insertedBefore) this.forget(event.tableId, 'all');
      else if (event.type === 'row_created') this.forget(event.tableId, 'none');
      else if (shiftsFiltered.has(event.type)) this.forget(event.tableId, 'filtered');
      if (shiftsAll.has(event.type) || shiftsFiltered.has(event.type)) for (const dependent of dependents?.of(event.tableId) ?? []) this.forget(dependent, 'filtered');
    });
  }

  /** The table's change count, to hand back to `remember` with what was read after it. */
  version(tableId: number): number {
    return this.versions.get(tableId) ?? 0;
  }

  /**
   * The remembered positions among `condition`'s rows nearest to a window, given their `count` now: the
   * last at or before its start (to read forwards from) and the first at or after its end (to read
   * backwards from). A row inside the window is no place to start: one nearer than those on either side
   * would otherwise send the read back to an end of the table.
   */
  around(tableId: number, condition: string, window: { start: number; end: number }, count: number): { before: RowPosition | null; after: RowPosition | null } {
    let before: RowPosition | null = null;
    let after: RowPosition | null = null;
    for (const known of this.byTable.get(tableId)?.get(condition)?.values() ?? []) {
      if (known.count !== undefined && known.count !== count) continue;
      if (known.position <= window.start && (!before || known.position > before.position)) before = known;
      if (known.position >= window.end && (!after || known.position < after.position)) after = known;
    }
    return { before, after };
  }

  /** Keeps where a row is among `condition`'s rows, unless the table changed since `version`. */
  remember(tableId: number, condition: string, version: number, known: RowPosition): void {
    if (this.version(tableId) !== version) return;
    const ofTable = newest(this.byTable, tableId, maxTables, () => new Map<string, Map<number, RowPosition>>());
    const ofCondition = newest(ofTable, condition, maxConditionsPerTable, () => new Map<number, RowPosition>());
    ofCondition.delete(known.position);
    ofCondition.set(known.position, known);
    if (ofCondition.size > maxPositionsPerCondition) ofCondition.delete(ofCondition.keys().next().value as number);
  }

  /**
   * Forgets a table's positions after its rows shifted: all of them, or those among filtered (and
   * sorted) rows; 'none' (a row added at the end) those of sorted orders, and keeps reads under way
   * from remembering what they saw.
   */
  forget(tableId: number, which: 'all' | 'filtered' | 'none'): void {
    const ofTable = this.byTable.get(tableId);
    // A row added at the end of the table's order ('none') lands anywhere in a sorted one.
    const shifted = (condition: string) => (which === 'filtered' ? condition !== '' : condition.startsWith(sortedConditionPrefix));
    if (which === 'all') this.byTable.delete(tableId);
    else if (ofTable) for (const condition of ofTable.keys()) if (shifted(condition)) ofTable.delete(condition);
    this.versions.set(tableId, this.version(tableId) + 1);
  }
}

// The entry of `key`, made the newest (a Map keeps insertion order), created when missing; the oldest goes past `limit`.
function newest<K, V>(map: Map<K, V>, key: K, limit: number, create: () => V): V {
  const entry = map.get(key) ?? create();
  map.delete(key);
  map.set(key, entry);
  if (map.size > limit) map.delete(map.keys().next().value as K);
  return entry;
}
