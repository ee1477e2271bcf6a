import { describe, expect, it } from 'vitest';
import { createEditHistory, type EditStep } from './editHistory';

// A cell holding a value, changed through recorded steps as the grid changes cells.
function counter() {
  const writes: string[] = [];
  let value = 0;
  const change = (from: number, to: number): EditStep => ({
    undo: async () => void writes.push(`undo ${to}→${(value = from)}`),
    redo: async () => void writes.push(`redo ${from}→${(value = to)}`),
  });
  return { writes, change, value: () => value };
}

describe('the edit history', () => {
  it('takes changes back newest first and makes them again in the order made', async () => {
    const history = createEditHistory();
    const cell = counter();
    history.record(cell.change(0, 1));
    history.record(cell.change(1, 2));
    expect(await history.undo()).toBe(true);
    expect(await history.undo()).toBe(true);
    expect(await history.undo()).toBe(false);
    expect(cell.value()).toBe(0);
    expect(await history.redo()).toBe(true);
    expect(await history.redo()).toBe(true);
    expect(await history.redo()).toBe(false);
    expect(cell.writes).toEqual(['undo 2→1', 'undo 1→0', 'redo 0→1', 'redo 1→2']);
  });

  it('forgets what was undone once a new change is made', async () => {
    const history = createEditHistory();
    const cell = counter();
    history.record(cell.change(0, 1));
    await history.undo();
    history.record(cell.change(0, 5));
    expect(await history.redo()).toBe(false);
    await history.undo();
    expect(cell.writes).toEqual(['undo 1→0', 'undo 5→0']);
  });

  it('runs undo and redo one at a time even when asked quickly', async () => {
    const history = createEditHistory();
    const order: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    history.record({ undo: async () => void order.push('first undo'), redo: async () => undefined });
    history.record({ undo: async () => { await slow; order.push('second undo'); }, redo: async () => undefined });
    const both = Promise.all([history.undo(), history.undo()]);
    release();
    await both;
    expect(order).toEqual(['second undo', 'first undo']);
  });

  it('undoes one chosen change (a delete, from its notification) and only once', async () => {
    const history = createEditHistory();
    const cell = counter();
    history.record(cell.change(0, 1));
    const chosen = cell.change(1, 2);
    history.record(chosen);
    history.record(cell.change(2, 3));
    expect(history.latest()).not.toBe(chosen);
    expect(await history.undoStep(chosen)).toBe(true);
    expect(await history.undoStep(chosen)).toBe(false);
    await history.undo();
    expect(cell.writes).toEqual(['undo 2→1', 'undo 3→2']);
  });

  it('follows a row through the new ids it gets each time it is made again', () => {
    const history = createEditHistory();
    history.renameRow(4, 9);
    history.renameRow(9, 12);
    expect(history.rowId(4)).toBe(12);
    expect(history.rowId(9)).toBe(12);
    expect(history.rowId(5)).toBe(5);
  });
});
