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
const forgetsAll = new Set<string>(['row_created', 'row_deleted', 'rows_bulk_changed', 'table_deleted']);
const forgetsFiltered = new Set<string>(['row_updated', 'rows_refreshed', 'field_updated', 'field_deleted']);
// Every search term is a key of its own: keep the newest few per table, not every term ever typed.
const maxKeysPerTable = 64;
// Matching ids kept across all tables (4 bytes each: 32 MB), and lists kept; the oldest go first.
const idsBudget = 8_000_000;
const maxIdLists = 64;

interface KeptIds {
  tableId: number;
  ids: Int32Array;
}

export class RowCountCache {
  private readonly counts = new Map<number, Map<string, number>>();
  // The rows a filter or search matched, by id in the view's order (keyed by table, condition and
  // order): windows anywhere are then read by id instead of walking or sorting the matches again.
  private readonly matchingIds = new Map<string, KeptIds>();
  private idsKept = 0;
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

  /** The ids of the rows matching a filter or search in an order (`key`), when kept since the last change. */
  idsOf(tableId: number, key: string): Int32Array | undefined {
    const kept = this.matchingIds.get(idsKey(tableId, key));
    if (!kept) return undefined;
    this.#keep(idsKey(tableId, key), kept);
    return kept.ids;
  }

  /** Keeps the ids matching `key` in its order, unless the table changed since `version`. */
  rememberIds(tableId: number, key: string, version: number, ids: Int32Array): void {
    if (this.version(tableId) !== version || ids.length > idsBudget) return;
    this.#keep(idsKey(tableId, key), { tableId, ids });
    for (const [oldest, kept] of this.matchingIds) {
      if (this.idsKept <= idsBudget && this.matchingIds.size <= maxIdLists) break;
      this.#drop(oldest, kept);
    }
  }

  // Makes an entry the newest (a Map keeps insertion order).
  #keep(key: string, kept: KeptIds): void {
    const before = this.matchingIds.get(key);
    if (before) this.#drop(key, before);
    this.matchingIds.set(key, kept);
    this.idsKept += kept.ids.length;
  }

  #drop(key: string, kept: KeptIds): void {
    this.matchingIds.delete(key);
    this.idsKept -= kept.ids.length;
  }

  /** Drops a table's counts after a change: all of them, or only those of filters and searches (and their ids). */
  forget(tableId: number, which: 'all' | 'filtered'): void {
    for (const [key, kept] of this.matchingIds) if (kept.tableId === tableId) this.#drop(key, kept);
    const ofTable = this.counts.get(tableId);
    if (which === 'all') this.counts.delete(tableId);
    else if (ofTable) for (const key of ofTable.keys()) if (key !== '') ofTable.delete(key);
    this.versions.set(tableId, (this.versions.get(tableId) ?? 0) + 1);
  }
}

function idsKey(tableId: number, key: string): string {
  return `${tableId}\n${key}`;
}
