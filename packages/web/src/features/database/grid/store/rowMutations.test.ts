import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { createGridStore } from './gridStore';
import { createRowMutations } from './rowMutations';
import { fakeGridServer } from './testRows';
import { createEditHistory } from '../history/editHistory';

async function setup() {
  const server = fakeGridServer(10);
  const store = createGridStore(server.fetchWindow);
  await store.load();
  const api = { createRow: vi.fn(), updateRow: vi.fn(), deleteRow: vi.fn() };
  const onError = vi.fn();
  const rows = createRowMutations({ store, api, tableId: 7, onError });
  const at = (index: number) => store.getState().rows.get(index);
  return { store, api, onError, rows, at };
}

// A promise the test settles by hand, to look at the state in between.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('row changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('show a new row at once with a temporary id, then take the server id and order', async () => {
    const { store, api, rows, at } = await setup();
    const answer = deferred<object>();
    api.createRow.mockReturnValue(answer.promise);
    const created = rows.createRow({ index: 3, beforeId: 4, cells: { field_1: null } });
    expect(api.createRow).toHaveBeenCalledWith(7, {}, 4);
    expect(at(3)).toMatchObject({ loading: true, row: { field_1: null } });
    expect(at(3)?.row.id).toBeLessThan(0);
    expect(at(4)?.row.id).toBe(4);
    expect(store.getState().count).toBe(11);
    answer.resolve({ id: 11, order: '3.99999999999999999999', field_1: null });
    await created;
    expect(at(3)).toEqual({ loading: false, row: { id: 11, order: '3.99999999999999999999', field_1: null } });
  });

  it('keep what is typed into a new row before its create is answered, and save it under the server id', async () => {
    const { api, rows, at } = await setup();
    const answer = deferred<object>();
    api.createRow.mockReturnValue(answer.promise);
    api.updateRow.mockImplementation(async (_table: number, id: number, cells: object) => ({ id, order: '3.5', ...cells }));
    const created = rows.createRow({ index: 3, beforeId: 4, cells: { field_1: null } });
    const temporaryId = at(3)!.row.id;
    const typed = rows.updateCells(temporaryId, { field_1: 'Quick' });
    expect(at(3)?.row.field_1).toBe('Quick');
    await Promise.resolve();
    expect(api.updateRow).not.toHaveBeenCalled();
    answer.resolve({ id: 11, order: '3.5', field_1: null });
    await created;
    expect(at(3)?.row).toMatchObject({ id: 11, field_1: 'Quick' });
    await typed;
    expect(api.updateRow).toHaveBeenCalledWith(7, 11, { field_1: 'Quick' });
    // An editor opened on the temporary id still reaches the row after the swap.
    await rows.updateCells(temporaryId, { field_1: 'Quick brown' });
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 11, { field_1: 'Quick brown' });
    expect(at(3)?.row).toMatchObject({ id: 11, field_1: 'Quick brown' });
  });

  it('drop an edit of a new row whose create is refused, without a request for it', async () => {
    const { api, rows, onError, at } = await setup();
    const answer = deferred<object>();
    api.createRow.mockReturnValue(answer.promise);
    const created = rows.createRow({ index: 3, cells: {} });
    const typed = rows.updateCells(at(3)!.row.id, { field_1: 'lost' });
    answer.reject(new ApiError(400, { error: 'ERROR_REQUEST_BODY_VALIDATION' }));
    await created;
    await typed;
    expect(api.updateRow).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(at(3)?.row.id).toBe(4);
  });

  it('remove a row the server refused to create, and report why', async () => {
    const { store, api, rows, onError, at } = await setup();
    const error = new ApiError(400, { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: {} });
    api.createRow.mockRejectedValue(error);
    await rows.createRow({ index: 10, cells: {} });
    expect(store.getState().count).toBe(10);
    expect(at(10)).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('keep the server form of a saved cell', async () => {
    const { api, rows, at } = await setup();
    api.updateRow.mockResolvedValue({ id: 1, order: '1', field_1: 'saved', field_2: 'other' });
    await rows.updateCells(1, { field_1: 'typed' });
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_1: 'typed' });
    expect(at(0)?.row).toMatchObject({ field_1: 'saved' });
    expect(at(0)?.row).not.toHaveProperty('field_2');
  });

  it('put the old value back when an update fails', async () => {
    const { api, rows, onError, at } = await setup();
    const answer = deferred<object>();
    api.updateRow.mockReturnValue(answer.promise);
    const saving = rows.updateCells(2, { field_1: 'new' });
    expect(at(1)?.row.field_1).toBe('new');
    answer.reject(new ApiError(null, null));
    await saving;
    expect(at(1)?.row.field_1).toBe('Row 2');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('keep a later edit when an earlier one fails', async () => {
    const { api, rows, at } = await setup();
    const first = deferred<object>();
    api.updateRow.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ id: 2, order: '2', field_1: 'second' });
    const saving = rows.updateCells(2, { field_1: 'first' });
    await rows.updateCells(2, { field_1: 'second' });
    first.reject(new ApiError(500, {}));
    await saving;
    expect(at(1)?.row.field_1).toBe('second');
  });

  it('delete: loading meanwhile, cleared again on failure, removed on success or 404', async () => {
    const { store, api, rows, onError, at } = await setup();
    const answer = deferred<void>();
    api.deleteRow.mockReturnValueOnce(answer.promise);
    const deleting = rows.deleteRow(3);
    expect(at(2)).toMatchObject({ loading: true });
    answer.reject(new ApiError(500, {}));
    await deleting;
    expect(at(2)).toMatchObject({ loading: false, row: { id: 3 } });
    expect(onError).toHaveBeenCalledTimes(1);

    api.deleteRow.mockResolvedValueOnce(undefined);
    await rows.deleteRow(3);
    expect(at(2)?.row.id).toBe(4);
    expect(store.getState().count).toBe(9);

    api.deleteRow.mockRejectedValueOnce(new ApiError(404, { error: 'ERROR_ROW_DOES_NOT_EXIST' }));
    await rows.deleteRow(4);
    expect(store.getState().count).toBe(8);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('row changes in the undo history', () => {
  async function withHistory() {
    const server = fakeGridServer(10);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    const api = {
      createRow: vi.fn(async (_table: number, body: object) => ({ id: 100 + api.createRow.mock.calls.length, order: '', ...body })),
      updateRow: vi.fn(async (_table: number, id: number, cells: object) => ({ ...server.rowAt(id - 1), ...cells })),
      deleteRow: vi.fn(async () => undefined),
    };
    const steps = createEditHistory();
    // Cells go into requests as they are; the grid turns option objects into ids here.
    const rows = createRowMutations({ store, api, tableId: 7, onError: vi.fn(), history: { steps, writable: (cells) => cells } });
    return { store, api, rows, steps, name: (index: number) => store.getState().rows.get(index)?.row.field_1 };
  }

  it('takes a cell edit back and makes it again', async () => {
    const { api, rows, steps, name } = await withHistory();
    await rows.updateCells(2, { field_1: 'Edited' });
    await steps.undo();
    expect(name(1)).toBe('Row 2');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 2, { field_1: 'Row 2' });
    await steps.redo();
    expect(name(1)).toBe('Edited');
    expect(api.updateRow).toHaveBeenCalledTimes(3);
  });

  it('brings a deleted row back in its place with its cells, and follows its new id', async () => {
    const { api, rows, steps, name, store } = await withHistory();
    await rows.deleteRow(4);
    expect(name(3)).toBe('Row 5');
    await steps.undo();
    // Created again before the row that followed it, with its cells, under a new id.
    expect(api.createRow).toHaveBeenCalledWith(7, { field_1: 'Row 4' }, 5);
    expect(name(3)).toBe('Row 4');
    const newId = store.getState().rows.get(3)?.row.id;
    expect(newId).toBe(101);
    await steps.redo();
    expect(api.deleteRow).toHaveBeenLastCalledWith(7, 101);
    expect(store.getState().count).toBe(9);
  });

  it('takes a created row away again, and an edit made in it follows it through a redo', async () => {
    const { api, rows, steps, store } = await withHistory();
    const created = await rows.createRow({ index: 10, cells: {}, body: {} });
    await rows.updateCells(created!.id, { field_1: 'Typed' });
    await steps.undo();
    await steps.undo();
    expect(api.deleteRow).toHaveBeenLastCalledWith(7, created!.id);
    expect(store.getState().count).toBe(10);
    await steps.redo();
    await steps.redo();
    const again = store.getState().rows.get(10)?.row;
    expect(again?.id).not.toBe(created!.id);
    expect(again?.field_1).toBe('Typed');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, again?.id, { field_1: 'Typed' });
  });
});
