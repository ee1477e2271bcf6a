import type { Row, RowValues } from '@cellar/core';
import type { DatabaseApi } from '../../../../api/databaseApi';
import { isApiError } from '../../../../api/ApiError';
import type { EditHistory } from '../history/editHistory';
import type { GridStore } from './gridStore';
import { indexOfRow, withCells } from './rowIndex';

/** What row changes need: the buffer, the rows endpoints and where to report failures. */
export interface RowMutationDeps {
  store: GridStore;
  api: Pick<DatabaseApi, 'createRow' | 'updateRow' | 'deleteRow'>;
  tableId: number;
  onError: (error: unknown) => void;
  /** Told of each row whose cells the server saved (the view may no longer hold it there). */
  onSaved?: (rowId: number) => void;
  /** Where each change is recorded for undo, with cells turned into what a request body takes. */
  history?: { steps: EditHistory; writable: (cells: Record<string, unknown>) => RowValues };
}

/** Whether a change goes into the undo history: not when it is itself an undo or a redo. */
export interface RecordOption {
  record?: boolean;
}

/** Optimistic row changes of spec §4: shown at once, then confirmed or undone. */
export interface RowMutations {
  /** Adds a row at a position (before `beforeId`, or at the end) with a temporary id until the server answers. */
  createRow(input: { index: number; beforeId?: number; cells: RowValues; body?: RowValues }, options?: RecordOption): Promise<Row | null>;
  /** Writes cells of a row; each cell goes back to its old value if the server refuses. */
  updateCells(rowId: number, cells: RowValues, options?: RecordOption): Promise<void>;
  /** Deletes a row; it shows as loading meanwhile, and a 404 means it was already gone. Answers whether it was deleted. */
  deleteRow(rowId: number, options?: RecordOption): Promise<boolean>;
}

/** Binds the row changes to one grid buffer. */
export function createRowMutations({ store, api, tableId, onError, onSaved, history }: RowMutationDeps): RowMutations {
  // Negative ids can never clash with the server's, and tell a row that is still being created.
  let nextTemporaryId = -1;
  // A new row can be typed into before its create is answered. Such edits wait for the server's
  // id (`creations`), are kept on the row when the created one replaces it (`editsWhileCreating`),
  // and an editor still holding the temporary id afterwards reaches the row by `createdIds`.
  const creations = new Map<number, Promise<Row | null>>();
  const editsWhileCreating = new Map<number, RowValues>();
  const createdIds = new Map<number, number>();
  const entryOf = (rowId: number) => store.getState().rows.get(indexOfRow(store.getState().rows, rowId));

  /** The server's id of a row, waiting for its create when it has a temporary one; null if that failed. */
  async function serverId(rowId: number): Promise<number | null> {
    const created = createdIds.get(rowId);
    if (created !== undefined) return created;
    const creating = creations.get(rowId);
    return creating ? ((await creating)?.id ?? null) : rowId;
  }

  const mutations: RowMutations = {
    async createRow({ index, beforeId, cells, body = {} }, { record = true } = {}) {
      const temporaryId = nextTemporaryId--;
      store.insertRow(index, { row: withCells({ id: temporaryId, order: '' }, cells), loading: true });
      const creating = api.createRow(tableId, body, beforeId);
      creations.set(temporaryId, creating.catch(() => null));
      if (record && history) {
        const { steps } = history;
        const made = creating.then((row) => row.id).catch(() => null);
        steps.record({
          async undo() {
            const id = await made;
            if (id !== null) await mutations.deleteRow(steps.rowId(id), { record: false });
          },
          async redo() {
            const id = await made;
            const before = beforeId === undefined ? undefined : steps.rowId(beforeId);
            const position = before === undefined ? store.getState().count : indexOfRow(store.getState().rows, before);
            const again = await mutations.createRow({ index: position === -1 ? store.getState().count : position, beforeId: before, cells, body }, { record: false });
            if (id !== null && again) steps.renameRow(id, again.id);
          },
        });
      }
      try {
        const created = await creating;
        createdIds.set(temporaryId, created.id);
        history?.steps.renameRow(temporaryId, created.id);
        store.updateRow(temporaryId, () => ({ row: withCells(created, editsWhileCreating.get(temporaryId) ?? {}), loading: false }));
        return created;
      } catch (error) {
        store.removeRow(temporaryId);
        onError(error);
        return null;
      } finally {
        creations.delete(temporaryId);
        editsWhileCreating.delete(temporaryId);
      }
    },

    async updateCells(requestedId, cells, { record = true } = {}) {
      let rowId = createdIds.get(requestedId) ?? requestedId;
      const entry = entryOf(rowId);
      if (!entry) return;
      const previous = Object.fromEntries(Object.keys(cells).map((key) => [key, entry.row[key as keyof Row]]));
      if (record && history) {
        const { steps, writable } = history;
        const before = writable(previous);
        steps.record({
          undo: () => mutations.updateCells(steps.rowId(rowId), before, { record: false }),
          redo: () => mutations.updateCells(steps.rowId(rowId), cells, { record: false }),
        });
      }
      store.updateRow(rowId, (current) => ({ ...current, row: withCells(current.row, cells) }));
      if (creations.has(rowId)) {
        editsWhileCreating.set(rowId, { ...editsWhileCreating.get(rowId), ...cells });
        const id = await serverId(rowId);
        // A refused create removed the row and reported why; there is nothing left to save.
        if (id === null) return;
        rowId = id;
      }
      // Later edits of the same cell win over this request's answer or rollback.
      const untouchedSince = (row: Row) => Object.keys(cells).filter((key) => row[key as keyof Row] === cells[key as keyof RowValues]);
      try {
        const saved = await api.updateRow(tableId, rowId, cells);
        store.updateRow(rowId, (current) => {
          const keys = untouchedSince(current.row);
          return { ...current, row: withCells(current.row, Object.fromEntries(keys.map((key) => [key, saved[key as keyof Row]]))) };
        });
        onSaved?.(rowId);
      } catch (error) {
        store.updateRow(rowId, (current) => {
          const keys = untouchedSince(current.row);
          return { ...current, row: withCells(current.row, Object.fromEntries(keys.map((key) => [key, previous[key]]))) };
        });
        onError(error);
      }
    },

    async deleteRow(requestedId, { record = true } = {}) {
      const rowId = creations.has(requestedId) ? await serverId(requestedId) : (createdIds.get(requestedId) ?? requestedId);
      if (rowId === null) return false;
      const index = indexOfRow(store.getState().rows, rowId);
      const entry = store.getState().rows.get(index);
      if (!entry) return false;
      if (record && history) recordDelete(history, entry.row, store.getState().rows.get(index + 1)?.row.id);
      store.updateRow(rowId, (current) => ({ ...current, loading: true }));
      try {
        await api.deleteRow(tableId, rowId);
        store.removeRow(rowId);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          store.removeRow(rowId);
          return true;
        }
        store.updateRow(rowId, (current) => ({ ...current, loading: false }));
        onError(error);
        return false;
      }
    },
  };

  // A deleted row comes back with its cells before the row that followed it, under a new id.
  function recordDelete({ steps, writable }: NonNullable<RowMutationDeps['history']>, row: Row, nextId: number | undefined) {
    const { id: _id, order: _order, ...cells } = row;
    const body = writable(cells);
    steps.record({
      async undo() {
        const before = nextId === undefined ? undefined : steps.rowId(nextId);
        const position = before === undefined ? -1 : indexOfRow(store.getState().rows, before);
        const again = await mutations.createRow({ index: position === -1 ? store.getState().count : position, beforeId: before, cells: body, body }, { record: false });
        if (again) steps.renameRow(row.id, again.id);
      },
      redo: () => mutations.deleteRow(steps.rowId(row.id), { record: false }),
    });
  }

  return mutations;
}
