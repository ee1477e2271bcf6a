import type { Row } from '@cellar/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import type { RowChange } from '../../../../api/databaseApi';
import { createBulkRows } from './bulkRows';
import { createGridStore } from './gridStore';
import { fakeGridServer } from './testRows';

// A table of 1,000 rows whose grid has its first 80 loaded, and batch endpoints that answer what was sent.
async function setup() {
  const server = fakeGridServer(1000);
  const store = createGridStore(server.fetchWindow);
  await store.load();
  let nextId = 5000;
  const api = {
    gridRows: vi.fn(async (_view: number, window: { offset: number; limit: number }) => server.fetchWindow(window, new AbortController().signal)),
    updateRows: vi.fn(async (_table: number, items: RowChange[]) => items.map((item) => ({ ...server.rowAt(item.id - 1), ...item }) as Row)),
    createRows: vi.fn(async (_table: number, items: object[]) => items.map((cells) => ({ id: nextId++, order: '', ...cells }) as Row)),
    deleteRows: vi.fn(async () => undefined),
  };
  const onError = vi.fn();
  const bulk = createBulkRows({ store, api, tableId: 7, viewId: 9, onError });
  const progress: (string | null)[] = [];
  bulk.progress.subscribe(() => {
    const now = bulk.progress.getState();
    progress.push(now && `${now.label} ${now.done}/${now.total}`);
  });
  const name = (index: number) => store.getState().rows.get(index)?.row.field_1;
  return { server, store, api, onError, bulk, progress, name };
}

describe('writing many rows at once', () => {
  it('reads rows not loaded from the view, 200 at a time, and keeps their positions', async () => {
    const { bulk, api } = await setup();
    const rows = await bulk.rowsAt(50, 500);
    expect(rows).toHaveLength(450);
    expect(rows.map((row) => row?.id)).toEqual(Array.from({ length: 450 }, (_, i) => 51 + i));
    // 50–79 are loaded; the windows from 250 and 450 are fetched whole, the one from 50 too since it has gaps.
    expect(api.gridRows.mock.calls.map(([, window]) => window)).toEqual([
      { offset: 50, limit: 200 },
      { offset: 250, limit: 200 },
      { offset: 450, limit: 50 },
    ]);
  });

  it('changes rows in batches of 200, shows loaded ones at once, and reports progress by rows', async () => {
    const { bulk, api, name, progress } = await setup();
    const changes = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, field_1: `Pasted ${i + 1}` }));
    const saving = bulk.updateMany(changes, 'Pasting rows');
    expect(name(0)).toBe('Pasted 1');
    expect(await saving).toBe(true);
    expect(api.updateRows.mock.calls.map(([, items]) => items.length)).toEqual([200, 200, 50]);
    expect(progress).toEqual(['Pasting rows 0/450', 'Pasting rows 200/450', 'Pasting rows 400/450', 'Pasting rows 450/450', null]);
  });

  it('puts back the cells of the batches the server refused, keeping those it saved and later edits', async () => {
    const { bulk, api, store, name, onError } = await setup();
    const refused = new ApiError(400, 'ERROR_REQUEST_BODY_VALIDATION', 'bad');
    api.updateRows.mockImplementationOnce(async (_table, items) => items.map((item) => ({ ...item, order: '' }) as Row)).mockRejectedValueOnce(refused);
    // The first batch: rows 61–260 (60–79 loaded); the second: rows 1–40, refused.
    const ids = [...Array.from({ length: 200 }, (_, i) => 61 + i), ...Array.from({ length: 40 }, (_, i) => 1 + i)];
    const saving = bulk.updateMany(ids.map((id) => ({ id, field_1: `Pasted ${id}` })), 'Pasting rows');
    // Typed into row 3 while the paste was on its way: the newer text stays.
    store.updateRow(3, (entry) => ({ ...entry, row: { ...entry.row, field_1: 'Typed' } }));
    expect(name(0)).toBe('Pasted 1');
    expect(await saving).toBe(false);
    expect(onError).toHaveBeenCalledWith(refused);
    expect(name(60)).toBe('Pasted 61');
    expect(name(0)).toBe('Row 1');
    expect(name(39)).toBe('Row 40');
    expect(name(2)).toBe('Typed');
  });

  it('creates rows at the end batch by batch, each shown as it lands, and answers them in order', async () => {
    const { bulk, store, api } = await setup();
    const created = await bulk.appendMany(Array.from({ length: 250 }, (_, i) => ({ field_1: `New ${i}` })), 'Adding rows');
    expect(created.map((row) => row.field_1)).toEqual(Array.from({ length: 250 }, (_, i) => `New ${i}`));
    expect(api.createRows.mock.calls.map(([, items]) => items.length)).toEqual([200, 50]);
    expect(store.getState().count).toBe(1250);
    expect(store.getState().rows.get(1249)?.row.field_1).toBe('New 249');
  });

  it('runs one long write at a time, in the order asked', async () => {
    const { bulk, api } = await setup();
    const order: string[] = [];
    api.updateRows.mockImplementation(async (_table, items) => {
      order.push(`update ${items[0]?.field_1}`);
      return items as Row[];
    });
    await Promise.all([bulk.updateMany([{ id: 1, field_1: 'first' }], 'Pasting'), bulk.updateMany([{ id: 1, field_1: 'second' }], 'Undoing')]);
    expect(order).toEqual(['update first', 'update second']);
  });
});
