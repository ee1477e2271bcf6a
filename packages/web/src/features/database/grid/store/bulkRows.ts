import { rowBatchLimit, type Row, type RowValues } from '@cellar/core';
import type { DatabaseApi, RowChange } from '../../../../api/databaseApi';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';
import type { GridStore } from './gridStore';
import { indexOfRow } from './rowIndex';
import { inActionGroup } from '../../../../api/clientSession';

/** How far a long write has got, for the grid's progress bar. */
export interface BulkProgress {
  label: string;
  done: number;
  total: number;
}

/** What the bulk writes need: the buffer, the batch endpoints, the view's windows and where failures go. */
export interface BulkRowDeps {
  store: GridStore;
  api: Pick<DatabaseApi, 'createRows' | 'updateRows' | 'deleteRows' | 'gridRows'>;
  tableId: number;
  viewId: number;
  onError: (error: unknown) => void;
}

/** Writes of many rows at once (a pasted block, an emptied range, their undo), in batches with progress. */
export interface BulkRows {
  progress: StateStore<BulkProgress | null>;
  /** The rows at positions [from, to) of the view, loaded ones as they are and the others fetched; undefined where there is none to write to. */
  rowsAt(from: number, to: number): Promise<(Row | undefined)[]>;
  /** Writes cells of many rows; loaded rows show them at once and go back if the server refuses. Answers whether all were saved. */
  updateMany(changes: readonly RowChange[], label: string): Promise<boolean>;
  /** Creates rows at the end, each batch shown as it lands; answers the rows created (fewer when a batch failed). */
  appendMany(cells: readonly RowValues[], label: string): Promise<Row[]>;
  /** Deletes rows by id; answers whether all were deleted. */
  deleteMany(rowIds: readonly number[], label: string): Promise<boolean>;
}

function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += rowBatchLimit) batches.push(items.slice(start, start + rowBatchLimit));
  return batches;
}

const cellsOf = ({ id: _id, ...cells }: RowChange): Record<string, unknown> => cells;
const cellsOfRow = (row: Row) => row as unknown as Record<string, unknown>;

/** Binds the bulk writes to one grid buffer. */
export function createBulkRows({ store, api, tableId, viewId, onError }: BulkRowDeps): BulkRows {
  const progress = createStateStore<BulkProgress | null>(null);
  // One long write at a time, so a paste and its undo reach the server in the order made.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  // Runs the batches one after another, reporting progress when there is more than one.
  // All batches of one write are one undo step on the server (one ClientUndoRedoActionGroupId).
  function runBatches<T>(items: readonly T[], label: string, send: (batch: T[]) => Promise<void>): Promise<boolean> {
    return inActionGroup(() => sendBatches(items, label, send));
  }

  async function sendBatches<T>(items: readonly T[], label: string, send: (batch: T[]) => Promise<void>): Promise<boolean> {
    const batches = inBatches(items);
    const report = (done: number) => progress.setState(() => (batches.length > 1 ? { label, done, total: items.length } : null));
    report(0);
    let done = 0;
    try {
      for (const batch of batches) {
        await send(batch);
        done += batch.length;
        report(done);
      }
      return true;
    } catch (error) {
      onError(error);
      return false;
    } finally {
      progress.setState(() => null);
    }
  }

  // Puts cells into loaded rows where they still hold what `expected` says, so later edits win.
  function replaceUntouched(expected: ReadonlyMap<number, Record<string, unknown>>, replacement: (rowId: number, key: string) => unknown) {
    const patch = new Map<number, Record<string, unknown>>();
    for (const { row } of store.getState().rows.values()) {
      const sent = expected.get(row.id);
      if (!sent) continue;
      const keys = Object.keys(sent).filter((key) => cellsOfRow(row)[key] === sent[key]);
      if (keys.length > 0) patch.set(row.id, Object.fromEntries(keys.map((key) => [key, replacement(row.id, key)])));
    }
    store.patchRows(patch);
  }

  return {
    progress,

    async rowsAt(from, to) {
      const found = new Map<number, Row | undefined>();
      // A row still being created or deleted has no id to write to: its position stays empty.
      for (const [index, entry] of store.getState().rows) if (index >= from && index < to) found.set(index, entry.loading ? undefined : entry.row);
      for (let start = from; start < to; start += rowBatchLimit) {
        const end = Math.min(to, start + rowBatchLimit);
        let missing = false;
        for (let index = start; index < end && !missing; index += 1) missing = !found.has(index);
        if (!missing) continue;
        const page = await api.gridRows(viewId, { offset: start, limit: end - start });
        page.results.forEach((row, offset) => found.has(start + offset) || found.set(start + offset, row));
      }
      return Array.from({ length: Math.max(0, to - from) }, (_, offset) => found.get(from + offset));
    },

    updateMany(changes, label) {
      // Shown at once, before earlier long writes are done: the person sees what they pasted.
      const sent = new Map(changes.map((change) => [change.id, cellsOf(change)]));
      const previous = new Map<number, Record<string, unknown>>();
      for (const { row } of store.getState().rows.values()) {
        const cells = sent.get(row.id);
        if (cells) previous.set(row.id, Object.fromEntries(Object.keys(cells).map((key) => [key, cellsOfRow(row)[key]])));
      }
      store.patchRows(sent);
      return serial(async () => {
        const unsaved = new Map(sent);
        const ok = await runBatches(changes, label, async (batch) => {
          const saved = new Map((await api.updateRows(tableId, batch)).map((row) => [row.id, cellsOfRow(row)]));
          const answered = new Map(batch.map((change) => [change.id, cellsOf(change)]));
          replaceUntouched(answered, (rowId, key) => saved.get(rowId)?.[key]);
          batch.forEach((change) => unsaved.delete(change.id));
        });
        if (!ok) replaceUntouched(unsaved, (rowId, key) => previous.get(rowId)?.[key]);
        return ok;
      });
    },

    appendMany(cells, label) {
      return serial(async () => {
        const created: Row[] = [];
        await runBatches(cells, label, async (batch) => {
          const rows = await api.createRows(tableId, batch);
          store.appendRows(rows);
          created.push(...rows);
        });
        return created;
      });
    },

    deleteMany(rowIds, label) {
      return serial(async () => {
        let unloaded = false;
        const ok = await runBatches(rowIds, label, async (batch) => {
          await api.deleteRows(tableId, batch);
          for (const rowId of batch) {
            if (indexOfRow(store.getState().rows, rowId) === -1) unloaded = true;
            else store.removeRow(rowId);
          }
        });
        // Rows deleted outside the loaded window leave the count and positions to the server.
        if (unloaded) await store.refresh().catch(onError);
        return ok;
      });
    },
  };
}
