import type { EventBus } from '../../events/event-bus.js';
import type { TableDependents } from './table-dependents.js';

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
  // The rows a filter or search matched, by id, where a chunked scan found few enough to keep
  // (the embedded engine): windows are then read by id instead of scanning the table again.
  private readonly matchingIds = new Map<number, Map<string, number[]>>();
  private readonly versions = new Map<number, number>();

  /** `dependents`: tables whose filters read another table's rows (link fields), forgotten with its changes. */
  constructor(bus: EventBus, dependents?: TableDependents) {
    bus.subscribe((event) => {
      if (!('tableId' in event)) return;
      if (forgetsAll.has(event.type)) this.forget(event.tableId, 'all');
      else if (forgetsFiltered.has(event.type)) this.forget(event.tableId, 'filtered');
      if (forgetsAll.has(event.type) || forgetsFiltered.has(event.type)) for (const dependent of dependents?.of(event.tableId) ?? []) this.forget(dependent, 'filtered');
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

  /** The table's change count, to hand back to `rememberIds` with what was read after it. */
  version(tableId: number): number {
    return this.versions.get(tableId) ?? 0;
  }

  /** The ids of the rows matching a filter or search `key`, when a scan kept them since the last change. */
  idsOf(tableId: number, key: string): number[] | undefined {
    return this.matchingIds.get(tableId)?.get(key);
  }

  /** Keeps the ids a scan found matching `key`, unless the table changed since `version`. */
  rememberIds(tableId: number, key: string, version: number, ids: number[]): void {
    if (this.version(tableId) !== version) return;
    const ofTable = this.matchingIds.get(tableId) ?? new Map<string, number[]>();
    ofTable.delete(key);
    ofTable.set(key, ids);
    // A few conditions per table: each may hold 20,000 ids.
    if (ofTable.size > 8) ofTable.delete(ofTable.keys().next().value as string);
    this.matchingIds.set(tableId, ofTable);
  }

  /** Drops a table's counts after a change: all of them, or only those of filters and searches (and their ids). */
  forget(tableId: number, which: 'all' | 'filtered'): void {
    this.matchingIds.delete(tableId);
    const ofTable = this.counts.get(tableId);
    if (which === 'all') this.counts.delete(tableId);
    else if (ofTable) for (const key of ofTable.keys()) if (key !== '') ofTable.delete(key);
    this.versions.set(tableId, (this.versions.get(tableId) ?? 0) + 1);
  }
}
