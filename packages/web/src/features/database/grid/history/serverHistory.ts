import type { EditHistory, EditStep } from './editHistory';

/** Which way the server is asked to go. */
export type ServerUndoDirection = 'undo' | 'redo';

/**
 * The grid's undo and redo once the server keeps the steps (issue 33): every change the grid makes
 * is recorded by the server as an action of this tab (its ClientSessionId), so Ctrl/Cmd+Z asks the
 * server to take back the tab's latest step in this table and view, and the rows come back through
 * the live events the server sends to this tab too. The steps the grid records are only kept to
 * know which one a notification's "Undo" stands for; ids never change, so rows need no renaming.
 */
export function createServerEditHistory(run: (direction: ServerUndoDirection) => Promise<unknown>): EditHistory {
  let latest: EditStep | undefined;
  return {
    record(step) {
      latest = step;
    },
    async undo() {
      latest = undefined;
      await run('undo');
      return true;
    },
    async redo() {
      await run('redo');
      return true;
    },
    latest: () => latest,
    // A notification's "Undo" stands for the latest step only: anything done since comes first on the server.
    async undoStep(step) {
      if (step !== latest) return false;
      latest = undefined;
      await run('undo');
      return true;
    },
    renameRow() {},
    rowId: (id) => id,
  };
}
