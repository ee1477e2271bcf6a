import type { EventBus } from '../../events/event-bus.js';

/** Where a row sits in a table's own order: its ("order", id), the key of the rows index. */
export interface RowKey {
  order: string;
  id: number;
}

/** A remembered position of the table's own order and the key of the row there. */
export interface RowPosition {
  position: number;
  key: RowKey;
}

// Creating or deleting rows shifts positions (and creating before a row nudges orders); edits do not.
const shiftsPositions = new Set<string>(['row_created', 'row_deleted']);
// Enough for a grid scrolled back and forth across a big table; the oldest go first.
const maxPositionsPerTable = 512;
const maxTables = 64;

/**
 * Remembers, per table, which row is at which position of its own order (no filter, no sort),
 * from the windows read. A window far from the start and the end is then read from the nearest
 * remembered row by its key, instead of an OFFSET that walks every row before it: scrolling the
 * middle of 1M rows stops costing a walk of half a million index entries per window. Created and
 * deleted rows forget the table's positions (with several processes, through the shared event
 * bus); a position read while such a change was announced is not kept, as RowCountCache does.
 */
export class RowPositions {
  private readonly byTable = new Map<number, Map<number, RowKey>>();
  private readonly versions = new Map<number, number>();

  constructor(bus: EventBus) {
    bus.subscribe((event) => {
      if ('tableId' in event && shiftsPositions.has(event.type)) this.forget(event.tableId);
    });
  }

  /** The table's change count, to hand back to `remember` with what was read after it. */
  version(tableId: number): number {
    return this.versions.get(tableId) ?? 0;
  }

  /** The remembered position nearest to `position`, or null when none is. */
  nearest(tableId: number, position: number): RowPosition | null {
    let best: RowPosition | null = null;
    for (const [known, key] of this.byTable.get(tableId) ?? []) {
      if (!best || Math.abs(known - position) < Math.abs(best.position - position)) best = { position: known, key };
    }
    return best;
  }

  /** Keeps the key of the row at `position`, unless the table changed since `version`. */
  remember(tableId: number, version: number, position: number, key: RowKey): void {
    if (this.version(tableId) !== version) return;
    let ofTable = this.byTable.get(tableId);
    if (!ofTable) {
      if (this.byTable.size >= maxTables) this.byTable.delete(this.byTable.keys().next().value as number);
      ofTable = new Map();
      this.byTable.set(tableId, ofTable);
    }
    ofTable.delete(position);
    ofTable.set(position, key);
    if (ofTable.size > maxPositionsPerTable) ofTable.delete(ofTable.keys().next().value as number);
  }

  /** Forgets a table's positions after its rows shifted. */
  forget(tableId: number): void {
    this.byTable.delete(tableId);
    this.versions.set(tableId, this.version(tableId) + 1);
  }
}
