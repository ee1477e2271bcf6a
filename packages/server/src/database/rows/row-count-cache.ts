import type { EventBus } from '../../events/event-bus.js';

/**
 * Remembers each table's unfiltered row count, so scrolling the grid does not count the whole
 * table for every window (a count of 1M rows costs tens of milliseconds). Row creations and
 * deletions, announced after their commit, forget the table's count; a count read while such a
 * change was announced is not kept, so a stale number never outlives the next change.
 */
export class RowCountCache {
  private readonly counts = new Map<number, number>();
  private readonly versions = new Map<number, number>();

  constructor(bus: EventBus) {
    bus.subscribe((event) => {
      if (event.type === 'row_created' || event.type === 'row_deleted' || event.type === 'table_deleted') this.forget(event.tableId);
    });
  }

  /** The table's row count, from memory or from `count()`. */
  async get(tableId: number, count: () => Promise<number>): Promise<number> {
    const known = this.counts.get(tableId);
    if (known !== undefined) return known;
    const version = this.versions.get(tableId) ?? 0;
    const counted = await count();
    if ((this.versions.get(tableId) ?? 0) === version) this.counts.set(tableId, counted);
    return counted;
  }

  /** Drops a table's count after a change. */
  forget(tableId: number): void {
    this.counts.delete(tableId);
    this.versions.set(tableId, (this.versions.get(tableId) ?? 0) + 1);
  }
}
