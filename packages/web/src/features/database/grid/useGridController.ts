import type { Field, GridFieldOptions, RowValues, View } from '@cellar/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStateStore, type StateStore } from '../../../ui/stateStore';
import { useDatabaseApi } from '../DatabaseApiContext';
import { writableValue } from '../fields/fieldValues';
import { useNotifyError } from '../useNotifyError';
import { createRowFlags, type RowFlags } from './flags/rowFlags';
import type { EditHistory } from './history/editHistory';
import { createServerEditHistory } from './history/serverHistory';
import { useUndoRedo } from '../../undo/useUndoRedo';
import { createBulkRows, type BulkRows } from './store/bulkRows';
import { changeFieldOptions } from './store/fieldOptionsMutation';
import { createGridStore, type GridState, type GridStore } from './store/gridStore';
import { refreshCells } from './store/refreshCells';
import { createRowMutations, type RowMutations } from './store/rowMutations';
import { createRemoteEdits, type RemoteEdits } from './remote/remoteEdits';
import { createCommentCounts, type CommentCounts } from '../rows/comments/commentCounts';

/** One grid view's buffer with the changes that go through it. */
export interface GridController {
  store: GridStore;
  rows: RowMutations;
  /** Writes of many rows at once, in batches with progress. */
  bulk: BulkRows;
  /** Undo and redo of the changes made in this grid. */
  history: EditHistory;
  /** Rows edited out of the view's filters or sorted place, shown where they were until left. */
  flags: RowFlags;
  /** Cells others changed a moment ago, shown with their name (fed by the live table). */
  remoteEdits: RemoteEdits;
  /** Each loaded row's comment count, from the windows' row_metadata and live comment events. */
  commentCounts: CommentCounts;
  /** Turns cells as rows hold them into what a request body takes, by today's fields. */
  writable(cells: Record<string, unknown>): RowValues;
  changeFieldOptions(changes: Record<number, Partial<GridFieldOptions>>): Promise<void>;
  /** Reloads the given fields' cells of the loaded rows (after a create or conversion). */
  refreshCells(fieldIds: number[]): Promise<void>;
  notifyError(error: unknown): void;
  /** The grid's search: the term its rows are read with (contract §11.4) and whose matching cells are marked. */
  search: StateStore<string>;
  /** Reads the grid again from the top with another search term ('' for none). */
  setSearch(term: string): void;
}

/** Creates the grid of one view and loads its first rows; mount it keyed by the view id. */
export function useGridController(view: View, tableId: number, fields: readonly Field[]): GridController {
  const viewId = view.id;
  const api = useDatabaseApi();
  const notifyError = useNotifyError();
  // Undo and redo are the server's (issue 33): the steps of this tab in this table and view.
  const undoRedo = useUndoRedo();
  // Read when a change is recorded, so undo writes the cells of today's fields.
  const [fieldsNow] = useState(() => createStateStore(fields));
  useEffect(() => fieldsNow.setState(() => fields), [fieldsNow, fields]);
  const [viewNow] = useState(() => createStateStore(view));
  useEffect(() => viewNow.setState(() => view), [viewNow, view]);
  const [controller] = useState<GridController>(() => {
    const search = createStateStore('');
    const commentCounts = createCommentCounts();
    const store = createGridStore(async (window, signal) => {
      const page = await api.gridRows(viewId, { ...window, search: search.getState() }, { signal });
      commentCounts.takeWindow(page);
      return page;
    });
    // The rows the step brought back come as live events; the server then says where they go (a
    // restored row's place, the view's sorts and filters), so the loaded rows are read again.
    const history = createServerEditHistory(async (direction) => {
      const answer = await undoRedo(direction, { table: tableId, view: viewId });
      if (answer?.result_code === 'SUCCESS') await store.refresh().catch(notifyError);
    });
    // Cells of fields deleted since are left out: there is nothing to write them to.
    const writable = (cells: Record<string, unknown>): RowValues => {
      const body: Record<string, unknown> = {};
      for (const field of fieldsNow.getState()) if (`field_${field.id}` in cells) body[`field_${field.id}`] = writableValue(field, cells[`field_${field.id}`]);
      return body as RowValues;
    };
    const flags = createRowFlags({ store, api, view: viewNow.getState, fields: fieldsNow.getState });
    return {
      store,
      rows: createRowMutations({ store, api, tableId, onError: notifyError, onSaved: (rowId) => void flags.check(rowId), history: { steps: history, writable } }),
      flags,
      remoteEdits: createRemoteEdits(),
      commentCounts,
      bulk: createBulkRows({ store, api, tableId, viewId, onError: notifyError }),
      history,
      writable,
      changeFieldOptions: (changes) => changeFieldOptions(store, (patch) => api.updateFieldOptions(viewId, patch), changes, notifyError),
      refreshCells: (fieldIds) => refreshCells(store, (rowIds, ids) => api.gridRowsById(viewId, rowIds, ids), fieldIds).catch(notifyError),
      notifyError,
      search,
      setSearch(term) {
        if (term === search.getState()) return;
        search.setState(() => term);
        store.load().catch(notifyError);
      },
    };
  });
  useEffect(() => {
    void controller.store.load();
    return () => {
      controller.store.dispose();
      controller.remoteEdits.dispose();
    };
  }, [controller]);
  return controller;
}

/** The grid state, re-rendering when it changes. */
export function useGridState(store: GridStore): GridState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
