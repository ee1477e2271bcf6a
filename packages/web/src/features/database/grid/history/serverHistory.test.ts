import { describe, expect, it } from 'vitest';
import { createServerEditHistory } from './serverHistory';

describe('the grid history kept on the server', () => {
  it('asks the server to undo and redo, and lets a notification undo only the latest step', async () => {
    const asked: string[] = [];
    const history = createServerEditHistory(async (direction) => void asked.push(direction));
    const deleted = { undo: async () => undefined, redo: async () => undefined };
    const edited = { undo: async () => undefined, redo: async () => undefined };
    history.record(deleted);
    history.record(edited);
    expect(await history.undoStep(deleted)).toBe(false);
    expect(asked).toEqual([]);
    expect(await history.undoStep(edited)).toBe(true);
    await history.redo();
    await history.undo();
    expect(asked).toEqual(['undo', 'redo', 'undo']);
    expect(history.latest()).toBeUndefined();
    expect(history.rowId(7)).toBe(7);
  });
});
