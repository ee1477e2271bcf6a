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

describe('the counts a row count cache keeps', () => {
  /** A count that says how often it was taken. */
  function counter(value: number) {
    let taken = 0;
    return { count: () => Promise.resolve((taken += 1, value)), taken: () => taken };
  }
  const change = (type: string, tableId = 7) => ({ type, groupId: 1, tableId, row: { id: 3, order: '3.00000000000000000000' }, rowId: 3, beforeRowId: null, origin: anonymousOrigin }) as never;

  it('are taken once until a change of their table makes them stale: rows created or deleted every count, edits the filtered ones', async () => {
    const bus = new InProcessEventBus();
    const cache = new RowCountCache(bus);
    const [all, filtered, other] = [counter(10), counter(4), counter(99)];
    const read = () => Promise.all([cache.get(7, '', all.count), cache.get(7, 'needle', filtered.count), cache.get(8, '', other.count)]);
    expect(await read()).toEqual([10, 4, 99]);
    await read();
    expect([all.taken(), filtered.taken(), other.taken()]).toEqual([1, 1, 1]);
    bus.publish(change('row_updated'));
    await read();
    expect([all.taken(), filtered.taken(), other.taken()]).toEqual([1, 2, 1]);
    bus.publish(change('row_created'));
    await read();
    expect([all.taken(), filtered.taken(), other.taken()]).toEqual([2, 3, 1]);
    bus.publish(change('view_updated'));
    await read();
    expect([all.taken(), filtered.taken(), other.taken()]).toEqual([2, 3, 1]);
  });

  it('are not kept from a count that a change overtook', async () => {
    const bus = new InProcessEventBus();
    const cache = new RowCountCache(bus);
    const first = await cache.get(7, '', () => {
      bus.publish(change('row_deleted'));
      return Promise.resolve(10);
    });
    expect(first).toBe(10);
    expect(await cache.get(7, '', () => Promise.resolve(9))).toBe(9);
    expect(await cache.get(7, '', () => Promise.resolve(8))).toBe(9);
  });

  it('keep the 64 newest keys of a table', async () => {
    const cache = new RowCountCache(new InProcessEventBus());
    for (let term = 0; term < 65; term += 1) await cache.get(7, `term ${term}`, () => Promise.resolve(term));
    expect(await cache.get(7, 'term 1', () => Promise.resolve(-1))).toBe(1);
    expect(await cache.get(7, 'term 0', () => Promise.resolve(-1))).toBe(-1);
  });
});

describe('the matching id lists a row count cache keeps', () => {
  it('take a list of the whole budget, not one past it, and at most 64 lists', () => {
    const cache = new RowCountCache(new InProcessEventBus());
    cache.rememberIds(1, 'needle', 0, idsOf(8_000_001));
    expect(cache.idsOf(1, 'needle')).toBeUndefined();
    cache.rememberIds(1, 'needle', 0, idsOf(8_000_000));
    expect(cache.idsOf(1, 'needle')).toHaveLength(8_000_000);
    for (let list = 0; list < 64; list += 1) cache.rememberIds(2, `term ${list}`, 0, idsOf(1));
    expect(cache.idsOf(1, 'needle')).toBeUndefined();
    // Read again, term 0 is newer than term 1, which goes first.
    expect(cache.idsOf(2, 'term 0')).toHaveLength(1);
    cache.rememberIds(2, 'term 64', 0, idsOf(1));
    expect(cache.idsOf(2, 'term 1')).toBeUndefined();
    expect([0, 2, 64].map((list) => cache.idsOf(2, `term ${list}`)?.length)).toEqual([1, 1, 1]);
  });
});
