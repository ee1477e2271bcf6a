import { describe, expect, it, vi } from 'vitest';
import { createGridStore } from './gridStore';
import { refreshCells } from './refreshCells';
import { fakeGridServer } from './testRows';

describe('refreshing converted cells', () => {
  it('asks once for the loaded rows and only the changed fields, and merges the answer', async () => {
    const server = fakeGridServer(3);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    store.insertRow(3, { row: { id: -1, order: '' }, loading: true });
    const fetchRows = vi.fn(async (ids: number[]) => ids.map((id) => ({ id, order: '1', field_1: `converted ${id}` })));
    await refreshCells(store, fetchRows, [1]);
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(fetchRows).toHaveBeenCalledWith([1, 2, 3], [1]);
    expect(store.getState().rows.get(2)?.row).toEqual({ id: 3, order: '3.00000000000000000000', field_1: 'converted 3' });
    store.dispose();
  });
});
