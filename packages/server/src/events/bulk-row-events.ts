import type { DomainEvent } from './domain-events.js';

// Past this many row events for one table in one change, listeners are told "many rows changed"
// once instead of row by row: undoing a paste of 10,000 rows sent 10,000 row_deleted messages, and
// an open grid removing them one at a time took 28 s; reading its window again takes one request.
export const maxRowEventsPerTable = 100;

const rowEventTypes = new Set<DomainEvent['type']>(['row_created', 'row_updated', 'row_deleted']);

/** The events of one change, with each table's row events past the bound replaced by one `rows_bulk_changed` where the first was. */
export function collapseBulkRowEvents(events: readonly DomainEvent[]): readonly DomainEvent[] {
  const perTable = new Map<number, number>();
  for (const event of events) if (rowEventTypes.has(event.type) && 'tableId' in event) perTable.set(event.tableId, (perTable.get(event.tableId) ?? 0) + 1);
  const bulk = new Set([...perTable].filter(([, count]) => count > maxRowEventsPerTable).map(([tableId]) => tableId));
  if (bulk.size === 0) return events;
  const announced = new Set<number>();
  const collapsed: DomainEvent[] = [];
  for (const event of events) {
    if (!(rowEventTypes.has(event.type) && 'tableId' in event && bulk.has(event.tableId))) collapsed.push(event);
    else if (!announced.has(event.tableId)) {
      announced.add(event.tableId);
      collapsed.push({ type: 'rows_bulk_changed', groupId: event.groupId, tableId: event.tableId });
    }
  }
  return collapsed;
}
