import { gridConstants, type GridFieldOptions, type Row, type RowPage } from '@cellar/core';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';
import { indexOfRow, insertRowAt, keepWindow, missingWindow, placeRows, removeRowAt, updateRowAt, withCells, type GridRow, type RowsByIndex } from './rowIndex';

/** Everything the grid shows besides fields: the row count, the loaded rows and column settings. */
export interface GridState {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  count: number;
  rows: RowsByIndex;
  fieldOptions: Readonly<Record<string, GridFieldOptions>>;
}

/** Asks the server for one window of rows (limit/offset), optionally with the field options. */
export type FetchWindow = (window: { offset: number; limit: number; fieldOptions?: boolean }, signal: AbortSignal) => Promise<RowPage>;

/** The grid's sparse row buffer: only the window around the viewport is loaded and kept. */
export interface GridStore extends StateStore<GridState> {
  /** First load: twice the buffer size from the top, with the field options. */
  load(): Promise<void>;
  /** Reports the visible rows; the missing ones around them are fetched after the scroll debounce. */
  setViewport(first: number, last: number): void;
  /** Reloads three buffers around the viewport, with count and field options, dropping the rest. */
  refresh(): Promise<void>;
  insertRow(index: number, entry: GridRow): void;
  removeRow(rowId: number): void;
  /** Changes one loaded row by id; does nothing when it is not loaded. */
  updateRow(rowId: number, update: (entry: GridRow) => GridRow): void;
  /** Replaces cells of many loaded rows in one pass (rows not loaded are skipped): a paste of thousands. */
  patchRows(cellsByRowId: ReadonlyMap<number, Record<string, unknown>>): void;
  /** Adds rows the server created at the end, growing the count. */
  appendRows(rows: readonly Row[]): void;
  dispose(): void;
}

const buffer = gridConstants.bufferRequestSize;
const initialState: GridState = { status: 'loading', error: null, count: 0, rows: new Map(), fieldOptions: {} };

/** Creates the buffer of one grid view over a window fetcher. */
export function createGridStore(fetchWindow: FetchWindow): GridStore {
  const store = createStateStore<GridState>(initialState);
  const viewport = { first: 0, last: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | null = null;
  // Bumped whenever positions shift or the buffer is replaced, so answers to older requests are dropped.
  let generation = 0;
  let reloading = false;
  let reloads = 0;

  const restart = () => {
    generation += 1;
    inflight?.abort();
    inflight = null;
    return generation;
  };

  async function request(window: Parameters<FetchWindow>[0]): Promise<{ page: RowPage; current: boolean } | null> {
    const controller = new AbortController();
    inflight = controller;
    const asked = generation;
    try {
      const page = await fetchWindow(window, controller.signal);
      return { page, current: asked === generation && !controller.signal.aborted };
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (inflight === controller) inflight = null;
    }
  }

  async function fetchMissing() {
    const { rows, count, status } = store.getState();
    if (status !== 'ready' || reloading) return;
    const missing = missingWindow(rows, Math.max(0, viewport.first - buffer), Math.min(count, viewport.last + 1 + buffer));
    if (!missing) return;
    // Never ask for a sliver: a short gap is widened to a whole buffer, so slow scrolling needs fewer requests.
    const limit = Math.min(count, Math.max(missing.limit, buffer));
    const window = { offset: Math.max(0, Math.min(missing.offset, count - limit)), limit };
    restart();
    // A failed scroll fetch leaves placeholders; the next scroll asks again.
    const answer = await request(window).catch(() => null);
    if (!answer?.current) return;
    store.setState((state) => ({ ...state, rows: placeRows(state.rows, window.offset, answer.page.results) }));
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void fetchMissing(), gridConstants.scrollFetchDebounceMs);
  }

  async function loadWindow(offset: number, limit: number) {
    restart();
    const token = ++reloads;
    reloading = true;
    try {
      const answer = await request({ offset, limit, fieldOptions: true });
      if (!answer?.current) return;
      const { page } = answer;
      const rows = placeRows(new Map(), offset, page.results);
      store.setState((state) => ({ ...state, status: 'ready', error: null, count: page.count, rows, fieldOptions: page.field_options ?? state.fieldOptions }));
      schedule();
    } catch (error) {
      // A failed refresh keeps what is shown and lets the caller tell the person.
      if (store.getState().status === 'ready') throw error;
      store.setState((state) => ({ ...state, status: 'error', error }));
    } finally {
      if (token === reloads) reloading = false;
    }
  }

  return {
    ...store,
    load: () => loadWindow(0, buffer * gridConstants.initialLoadMultiplier),
    refresh() {
      const span = Math.max(buffer * gridConstants.refreshMultiplier, viewport.last - viewport.first + 1 + 2 * buffer);
      return loadWindow(Math.max(0, viewport.first - buffer), span);
    },
    setViewport(first, last) {
      viewport.first = first;
      viewport.last = last;
      store.setState((state) => {
        const rows = keepWindow(state.rows, first - 2 * buffer, last + 1 + 2 * buffer);
        return rows === state.rows ? state : { ...state, rows };
      });
      schedule();
    },
    insertRow(index, entry) {
      restart();
      store.setState((state) => ({ ...state, count: state.count + 1, rows: insertRowAt(state.rows, index, entry) }));
      schedule();
    },
    removeRow(rowId) {
      const index = indexOfRow(store.getState().rows, rowId);
      if (index === -1) return;
      restart();
      store.setState((state) => ({ ...state, count: Math.max(0, state.count - 1), rows: removeRowAt(state.rows, index) }));
      schedule();
    },
    updateRow(rowId, update) {
      store.setState((state) => {
        const index = indexOfRow(state.rows, rowId);
        return index === -1 ? state : { ...state, rows: updateRowAt(state.rows, index, update) };
      });
    },
    patchRows(cellsByRowId) {
      store.setState((state) => {
        let next: Map<number, GridRow> | null = null;
        for (const [index, entry] of state.rows) {
          const cells = cellsByRowId.get(entry.row.id);
          if (!cells) continue;
          next ??= new Map(state.rows);
          next.set(index, { ...entry, row: withCells(entry.row, cells) });
        }
        return next ? { ...state, rows: next } : state;
      });
    },
    appendRows(rows) {
      if (rows.length === 0) return;
      restart();
      store.setState((state) => ({ ...state, count: state.count + rows.length, rows: placeRows(state.rows, state.count, rows) }));
      schedule();
    },
    dispose() {
      clearTimeout(timer);
      restart();
    },
  };
}
