import type { EventBus } from '../../events/event-bus.js';

/**
 * Remembers each table's row counts, unfiltered and per filter or search (keyed by `whereKey`),
 * so scrolling the grid does not count the table for every window (a count of 1M rows costs tens
 * of milliseconds, a filtered one more). Committed changes forget what they can make stale:
 * creating or deleting rows every count of the table; editing rows or fields the filtered ones.
 * A count read while such a change was announced is not kept, so a stale number never outlives
 * the next change.
 */
const forgetsAll = new Set<string>(['row_created', 'row_deleted', 'table_deleted']);
const forgetsFiltered = new Set<string>(['row_updated', 'field_updated', 'field_deleted']);
// Every search term is a key of its own: keep the newest few per table, not every term ever typed.
const maxKeysPerTable = 64;

export class RowCountCache {
  private readonly counts = new Map<number, Map<string, number>>();
  private readonly versions = new Map<number, number>();

  constructor(bus: EventBus) {
    bus.subscribe((event) => {
      if (!('tableId' in event)) return;
      if (forgetsAll.has(event.type)) this.forget(event.tableId, 'all');
      else if (forgetsFiltered.has(event.type)) this.forget(event.tableId, 'filtered');
    });
  }

  /** The count of the table's rows matching `key`, from memory or from `count()`. */
  async get(tableId: number, key: string, count: () => Promise<number>): Promise<number> {
    const known = this.counts.get(tableId)?.get(key);
    if (known !== undefined) return known;
    const version = this.versions.get(tableId) ?? 0;
    const counted = await count();
    if ((this.versions.get(tableId) ?? 0) === version) {
      const ofTable = this.counts.get(tableId) ?? new Map<string, number>();
      ofTable.set(key, counted);
      if (ofTable.size > maxKeysPerTable) ofTable.delete(ofTable.keys().next().value as string);
      this.counts.set(tableId, ofTable);
    }
    return counted;
  }

  /** Drops a table's counts after a change: all of them, or only those of filters and searches. */
  forget(tableId: number, which: 'all' | 'filtered'): void {
    const ofTable = this.counts.get(tableId);
    if (which === 'all') this.counts.delete(tableId);
    else if (ofTable) for (const key of ofTable.keys()) if (key !== '') ofTable.delete(key);
    this.versions.set(tableId, (this.versions.get(tableId) ?? 0) + 1);
  }
}
