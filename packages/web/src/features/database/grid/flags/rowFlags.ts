import { rowMatchesFilters, type Field, type View } from '@cellar/core';
import type { DatabaseApi } from '../../../../api/databaseApi';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';
import type { GridStore } from '../store/gridStore';
import { indexOfRow } from '../store/rowIndex';

/** Why an edited row no longer belongs where it shows (spec §4): out of the view's filters, or out of its sorted place. */
export type RowFlag = 'filtered' | 'moved';

/** The words a flagged row shows (spec §2 grid view). */
export const rowFlagText: Record<RowFlag, string> = {
  filtered: 'Row does not match filters',
  moved: 'Row has moved',
};

/** What the flags read when a row was saved: the view's rules and fields as they are now. */
export interface RowFlagDeps {
  store: GridStore;
  api: Pick<DatabaseApi, 'gridRows'>;
  view: () => View;
  fields: () => readonly Field[];
}

/** The flags of one grid, and what they do: flag a row after a save, settle it once it is left. */
export interface RowFlags {
  flags: StateStore<ReadonlyMap<number, RowFlag>>;
  /** After a row was saved: flags it when it left the filters (read in the browser) or its place in the sort (asked of the server). */
  check(rowId: number): Promise<void>;
  /** Once a flagged row is not the selected one: a filtered row goes, a moved row goes to its place. */
  settle(selectedRowId: number | null): void;
}

/** Creates the flags of one grid view. */
export function createRowFlags({ store, api, view, fields }: RowFlagDeps): RowFlags {
  const flags = createStateStore<ReadonlyMap<number, RowFlag>>(new Map());
  const flag = (rowId: number, reason: RowFlag | null) =>
    flags.setState((current) => {
      if ((current.get(rowId) ?? null) === reason) return current;
      const next = new Map(current);
      if (reason) next.set(rowId, reason);
      else next.delete(rowId);
      return next;
    });

  return {
    flags,
    async check(rowId) {
      const rows = store.getState().rows;
      const index = indexOfRow(rows, rowId);
      const entry = rows.get(index);
      if (!entry) return;
      const current = view();
      if (!rowMatchesFilters(entry.row as unknown as Record<string, unknown>, current, fields())) return flag(rowId, 'filtered');
      if ((current.sortings ?? []).length === 0) return flag(rowId, null);
      // Where the server now puts the row at this position: another row means it sorts elsewhere.
      const page = await api.gridRows(current.id, { offset: index, limit: 1 }).catch(() => null);
      if (page) flag(rowId, page.results[0]?.id === rowId ? null : 'moved');
    },
    settle(selectedRowId) {
      const settled = [...flags.getState()].filter(([rowId]) => rowId !== selectedRowId);
      if (settled.length === 0) return;
      flags.setState((current) => new Map([...current].filter(([rowId]) => rowId === selectedRowId)));
      for (const [rowId, reason] of settled) if (reason === 'filtered') store.removeRow(rowId);
      if (settled.some(([, reason]) => reason === 'moved')) void store.refresh().catch(() => undefined);
    },
  };
}
