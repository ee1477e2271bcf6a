import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGridStore } from './gridStore';
import { fakeGridServer } from './testRows';

const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

describe('the grid row buffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads twice the buffer from the top, with count and field options', async () => {
    const server = fakeGridServer(100_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    expect(server.calls).toEqual([expect.objectContaining({ offset: 0, limit: 80, fieldOptions: true })]);
    const state = store.getState();
    expect(state).toMatchObject({ status: 'ready', count: 100_000, fieldOptions: { '1': { width: 200 } } });
    expect(state.rows.size).toBe(80);
    expect(state.rows.get(79)?.row.field_1).toBe('Row 80');
  });

  it('fetches the missing rows around the viewport after the scroll debounce, at least a buffer at a time', async () => {
    const server = fakeGridServer(100_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    await settle(100);
    expect(server.calls).toHaveLength(1);

    store.setViewport(50, 70);
    await settle(99);
    expect(server.calls).toHaveLength(1);
    await settle(1);
    expect(server.calls[1]).toMatchObject({ offset: 80, limit: 40 });
    expect(store.getState().rows.get(119)?.row.id).toBe(120);

    store.setViewport(300, 400);
    await settle(100);
    expect(server.calls[2]).toMatchObject({ offset: 260, limit: 181 });
  });

  it('shows placeholders for a far jump, keeps memory bounded and asks once for the last position', async () => {
    const server = fakeGridServer(100_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    store.setViewport(30_000, 30_020);
    store.setViewport(70_000, 70_020);
    store.setViewport(99_980, 99_999);
    expect(store.getState().rows.size).toBe(0);
    await settle(100);
    expect(server.calls.slice(1)).toEqual([expect.objectContaining({ offset: 99_940, limit: 60 })]);
    expect(store.getState().rows.size).toBe(60);
    expect(store.getState().rows.get(99_999)?.row.field_1).toBe('Row 100000');
  });

  it('cancels a fetch that the viewport has moved away from, and ignores its answer', async () => {
    const server = fakeGridServer(100_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    const release = server.holdAnswers();
    store.setViewport(5_000, 5_020);
    await settle(100);
    store.setViewport(9_000, 9_020);
    await settle(100);
    release();
    await settle();
    const [, stale, fresh] = server.calls;
    expect(stale?.signal.aborted).toBe(true);
    expect(fresh).toMatchObject({ offset: 8_960 });
    expect(store.getState().rows.has(5_000)).toBe(false);
    expect(store.getState().rows.has(9_000)).toBe(true);
  });

  it('refreshes three buffers around the viewport and replaces what was loaded', async () => {
    const server = fakeGridServer(100_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    store.setViewport(1_000, 1_020);
    await settle(100);
    await store.refresh();
    expect(server.calls.at(-1)).toMatchObject({ offset: 960, limit: 120, fieldOptions: true });
    expect(Math.min(...store.getState().rows.keys())).toBe(960);
  });

  it('drops a window answer when rows shifted while it was on its way', async () => {
    const server = fakeGridServer(1_000);
    const store = createGridStore(server.fetchWindow);
    await store.load();
    const release = server.holdAnswers();
    store.setViewport(100, 120);
    await settle(100);
    store.insertRow(0, { row: { id: -1, order: '' }, loading: true });
    release();
    await settle();
    expect(server.calls[1]?.signal.aborted).toBe(true);
    expect(store.getState().count).toBe(1_001);
    expect(store.getState().rows.get(21)?.row.id).toBe(21);
    expect(store.getState().rows.get(0)?.row.id).toBe(-1);
  });

  it('reports a failed first load as an error state', async () => {
    const store = createGridStore(async () => {
      throw new Error('down');
    });
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'error', error: new Error('down') });
  });
});
