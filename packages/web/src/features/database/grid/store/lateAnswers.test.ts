import type { Row } from '@cellar/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGridStore } from './gridStore';
import { createRowMutations } from './rowMutations';
import { fakeGridServer } from './testRows';

// A cell edited twice in a row sends two PATCHes; nothing makes the server answer them in order.

async function setup() {
  const store = createGridStore(fakeGridServer(3).fetchWindow);
  await store.load();
  const answers = new Map<string, (row: Row) => void>();
  // Each PATCH waits until the test answers it, keyed by the value it sent.
  const updateRow = vi.fn(
    (_tableId: number, _rowId: number, cells: Record<string, unknown>) =>
      new Promise<Row>((resolve) => answers.set(String(Object.values(cells)[0]), resolve)),
  );
  const rows = createRowMutations({ store, api: { createRow: vi.fn(), updateRow, deleteRow: vi.fn() }, tableId: 7, onError: vi.fn() });
  const answer = (sent: string, row: Row) => answers.get(sent)?.(row);
  const shown = () => store.getState().rows.get(0)?.row;
  return { rows, answer, shown };
}

describe('answers to cell edits arriving late', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never let an earlier edit's answer overwrite a newer edit of the same cell", async () => {
    const { rows, answer, shown } = await setup();
    const first = rows.updateCells(1, { field_1: 'A' });
    const second = rows.updateCells(1, { field_1: 'B' });
    expect(shown()?.field_1).toBe('B');

    answer('B', { id: 1, order: '1', field_1: 'B' });
    await second;
    answer('A', { id: 1, order: '1', field_1: 'A' });
    await first;
    expect(shown()?.field_1).toBe('B');
  });

  it('keep the newer edit in the server form of its own answer, when the values were normalised', async () => {
    const { rows, answer, shown } = await setup();
    const first = rows.updateCells(1, { field_1: '1' });
    const second = rows.updateCells(1, { field_1: '2' });
    answer('2', { id: 1, order: '1', field_1: '2.00' });
    await second;
    answer('1', { id: 1, order: '1', field_1: '1.00' });
    await first;
    expect(shown()?.field_1).toBe('2.00');
  });

  it('still show the newer edit when the answers come in order', async () => {
    const { rows, answer, shown } = await setup();
    const first = rows.updateCells(1, { field_1: 'A' });
    const second = rows.updateCells(1, { field_1: 'B' });
    answer('A', { id: 1, order: '1', field_1: 'A' });
    await first;
    expect(shown()?.field_1).toBe('B');
    answer('B', { id: 1, order: '1', field_1: 'B' });
    await second;
    expect(shown()?.field_1).toBe('B');
  });

  it("apply a late answer to its own cell when the newer edit was of another cell", async () => {
    const { rows, answer, shown } = await setup();
    const first = rows.updateCells(1, { field_1: 'a' });
    const second = rows.updateCells(1, { field_2: 'other' });
    answer('other', { id: 1, order: '1', field_1: 'Row 1', field_2: 'other' });
    await second;
    answer('a', { id: 1, order: '1', field_1: 'A (saved)', field_2: null });
    await first;
    expect(shown()).toMatchObject({ field_1: 'A (saved)', field_2: 'other' });
  });
});
