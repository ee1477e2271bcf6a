import { describe, expect, it } from 'vitest';
import { anonymousOrigin } from '../../events/domain-events.js';
import { InProcessEventBus } from '../../events/in-process-event-bus.js';
import { RowCountCache } from './row-count-cache.js';

// The matching ids a cache keeps for reading filtered windows by id: bounded in memory whatever the
// tables and filters, forgotten with the table's changes, and never kept from a read a change overtook.

const idsOf = (length: number, first = 1) => Int32Array.from({ length }, (_, index) => first + index);

describe('the matching ids a row count cache keeps', () => {
  it('stay within 8M ids across tables, dropping the least recently used list first', () => {
    const cache = new RowCountCache(new InProcessEventBus());
    for (const tableId of [1, 2, 3]) cache.rememberIds(tableId, 'needle', cache.version(tableId), idsOf(2_000_000, tableId));
    // Table 1's list is read again, so it is newer than table 2's when room must be made.
    expect(cache.idsOf(1, 'needle')?.[0]).toBe(1);
    cache.rememberIds(4, 'needle', cache.version(4), idsOf(2_000_000));
    cache.rememberIds(5, 'needle', cache.version(5), idsOf(1_000_000));
    expect(cache.idsOf(2, 'needle')).toBeUndefined();
    expect([1, 3, 4, 5].map((tableId) => cache.idsOf(tableId, 'needle')?.length)).toEqual([2_000_000, 2_000_000, 2_000_000, 1_000_000]);
  });

  it('are forgotten with a change of their table only, and not kept from a read the change overtook', () => {
    const bus = new InProcessEventBus();
    const cache = new RowCountCache(bus);
    const version = cache.version(7);
    cache.rememberIds(7, 'needle', version, idsOf(10));
    cache.rememberIds(8, 'needle', cache.version(8), idsOf(10));
    bus.publish({ type: 'row_updated', groupId: 1, tableId: 7, row: { id: 3, order: '3.00000000000000000000' }, origin: anonymousOrigin });
    expect(cache.idsOf(7, 'needle')).toBeUndefined();
    expect(cache.idsOf(8, 'needle')).toHaveLength(10);
    // A scan that began before the change would keep what the change made stale.
    cache.rememberIds(7, 'needle', version, idsOf(10));
    expect(cache.idsOf(7, 'needle')).toBeUndefined();
  });
});
