/** One change a person made, as the two writes that take it back and make it again. */
export interface EditStep {
  undo(): Promise<unknown>;
  redo(): Promise<unknown>;
}

/** The grid's undo and redo (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z) over the changes made in it, in the order made. */
export interface EditHistory {
  /** Adds a change; whatever was undone before it can no longer be redone. */
  record(step: EditStep): void;
  /** Takes back the latest change; answers false when there is none. */
  undo(): Promise<boolean>;
  /** Makes the latest undone change again; answers false when there is none. */
  redo(): Promise<boolean>;
  /** The change recorded last, e.g. to offer taking back a delete from its notification. */
  latest(): EditStep | undefined;
  /** Takes back one recorded change, wherever it is in the history; false when it is no longer there to undo. */
  undoStep(step: EditStep): Promise<boolean>;
  /** A row made again by an undo or a redo gets a new id: steps recorded with the old one follow it. */
  renameRow(oldId: number, newId: number): void;
  /** The id a row has now, given the id it had when a step was recorded. */
  rowId(id: number): number;
}

// Enough for an afternoon's work; the oldest steps go first.
const stepsKept = 100;

/** Creates an empty history. Undo and redo run one at a time, in the order asked. */
export function createEditHistory(): EditHistory {
  const done: EditStep[] = [];
  let undone: EditStep[] = [];
  const renamed = new Map<number, number>();
  let running: Promise<unknown> = Promise.resolve();

  const replay = (from: EditStep[], to: EditStep[], run: (step: EditStep) => Promise<unknown>, chosen?: EditStep) => {
    const at = chosen ? from.lastIndexOf(chosen) : from.length - 1;
    if (at === -1) return Promise.resolve(false);
    const [step] = from.splice(at, 1) as [EditStep];
    to.push(step);
    const result = running.then(() => run(step)).then(() => true);
    running = result.catch(() => undefined);
    return result;
  };

  return {
    record(step) {
      done.push(step);
      if (done.length > stepsKept) done.shift();
      undone = [];
    },
    undo: () => replay(done, undone, (step) => step.undo()),
    redo: () => replay(undone, done, (step) => step.redo()),
    latest: () => done.at(-1),
    undoStep: (step) => replay(done, undone, (chosen) => chosen.undo(), step),
    renameRow(oldId, newId) {
      renamed.set(oldId, newId);
    },
    rowId(id) {
      let current = id;
      // Each undo or redo of a delete renames once more: follow the chain to today's id.
      for (let next = renamed.get(current); next !== undefined && next !== current; next = renamed.get(current)) current = next;
      return current;
    },
  };
}
