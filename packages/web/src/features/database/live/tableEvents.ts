import type { Field, View } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import type { GridController } from '../grid/useGridController';
import { changedFieldIds } from '../grid/remote/remoteEdits';
import { indexOfRow } from '../grid/store/rowIndex';
import { databaseKeys } from '../queries';
import { dispatchMessage, type MessageHandlers } from '../../realtime/messageHandlers';

/** The open table page a message may change: its ids, its caches and its grid. */
export interface OpenTable {
  tableId: number;
  viewId: number;
  queryClient: QueryClient;
  grid: GridController;
  /** Reloads the rows in view once the burst of events is over (count, order and filters from the server). */
  refreshSoon(): void;
  /** The open view or table is gone: the page moves on (to the table's first view, or the dashboard). */
  leave(to: 'table' | 'dashboard'): void;
}

const writeFields = (table: OpenTable, update: (fields: Field[]) => Field[]) =>
  table.queryClient.setQueryData<Field[]>(databaseKeys.fields(table.tableId), (fields) => fields && update(fields));
const writeViews = (table: OpenTable, update: (views: View[]) => View[]) =>
  table.queryClient.setQueryData<View[]>(databaseKeys.views(table.tableId), (views) => views && update(views));
const writeView = (table: OpenTable, viewId: number, update: (view: View) => View) =>
  writeViews(table, (views) => views.map((view) => (view.id === viewId ? update(view) : view)));
const openView = (table: OpenTable) =>
  table.queryClient.getQueryData<View[]>(databaseKeys.views(table.tableId))?.find((view) => view.id === table.viewId);

/** Whether the server, not the event, decides where rows of the open view go and whether they show. */
function viewDecidesRows(table: OpenTable): boolean {
  const view = openView(table);
  if (!view) return true;
  return (!view.filters_disabled && (view.filters?.length ?? 0) > 0) || (view.sortings?.length ?? 0) > 0;
}

// Filters and sorts of one view changed: the list is updated, and the grid reloads when it is the open view.
function changeViewList<K extends 'filters' | 'sortings'>(table: OpenTable, viewId: number, key: K, update: (list: NonNullable<View[K]>) => NonNullable<View[K]>) {
  writeView(table, viewId, (view) => ({ ...view, [key]: update((view[key] ?? []) as NonNullable<View[K]>) }));
  if (viewId === table.viewId) table.refreshSoon();
}

/**
 * How each table-page message of contract §13 changes the open table (spec §4 "Realtime
 * handling"): fields and views only for this table, field options only for the open view,
 * and a reload of the rows whenever a field, filter or sort changes what the view shows.
 */
export const tableEvents: MessageHandlers<OpenTable> = {
  field_created(message, table) {
    if (message.field.table_id !== table.tableId) return;
    writeFields(table, (fields) => (fields.some((field) => field.id === message.field.id) ? fields : [...fields, message.field]));
    table.refreshSoon();
  },
  field_updated(message, table) {
    writeFields(table, (fields) => fields.map((field) => (field.id === message.field_id ? message.field : field)));
    // A new type may have removed filters or sorts on the server; the views are read again.
    void table.queryClient.invalidateQueries({ queryKey: databaseKeys.views(table.tableId) });
    table.refreshSoon();
  },
  field_deleted(message, table) {
    writeFields(table, (fields) => fields.filter((field) => field.id !== message.field_id));
    // The field's filters and sorts went with it, in every view (spec §4).
    writeViews(table, (views) =>
      views.map((view) => ({
        ...view,
        filters: view.filters?.filter((filter) => filter.field !== message.field_id),
        sortings: view.sortings?.filter((sort) => sort.field !== message.field_id),
      })),
    );
    table.refreshSoon();
  },

  row_created(message, table) {
    const { store } = table.grid;
    const { rows, count } = store.getState();
    if (indexOfRow(rows, message.row.id) !== -1) return;
    if (viewDecidesRows(table)) return table.refreshSoon();
    const beforeIndex = message.before_row_id === null ? count : indexOfRow(rows, message.before_row_id);
    // The row it goes before is outside the loaded window: only the server knows the position.
    if (beforeIndex === -1) return table.refreshSoon();
    store.insertRow(beforeIndex, { row: message.row, loading: false });
  },
  row_updated(message, table) {
    // The changed cells say who changed them; a cell being edited keeps its draft and says so (RemoteEditMark).
    const { rows } = table.grid.store.getState();
    const before = rows.get(indexOfRow(rows, message.row.id));
    if (before) table.grid.remoteEdits.record(message.row.id, changedFieldIds(before.row, message.row), message.cellar_by ?? null);
    table.grid.store.updateRow(message.row.id, (entry) => ({ ...entry, row: message.row }));
    if (viewDecidesRows(table)) table.refreshSoon();
  },
  row_deleted(message, table) {
    const { store } = table.grid;
    if (indexOfRow(store.getState().rows, message.row_id) !== -1) store.removeRow(message.row_id);
    else table.refreshSoon();
  },
  force_view_rows_refresh(message, table) {
    if (message.table_id === table.tableId) table.refreshSoon();
  },
  // Others' comments change the rows' badges; an open row's thread listens for itself (useRowComments).
  row_comment_created(message, table) {
    if (message.row_comment.table_id === table.tableId) table.grid.commentCounts.adjust(message.row_comment.row_id, 1);
  },
  row_comment_deleted(message, table) {
    if (message.row_comment.table_id === table.tableId) table.grid.commentCounts.adjust(message.row_comment.row_id, -1);
  },

  view_created(message, table) {
    if (message.view.table_id !== table.tableId) return;
    writeViews(table, (views) => (views.some((view) => view.id === message.view.id) ? views : [...views, { ...message.view, table: views[0]?.table ?? message.view.table }]));
  },
  view_updated(message, table) {
    const before = openView(table);
    writeView(table, message.view_id, (view) => ({ ...view, ...message.view }));
    const changesRows = message.view.filter_type !== before?.filter_type || message.view.filters_disabled !== before?.filters_disabled;
    if (message.view_id === table.viewId && changesRows) table.refreshSoon();
  },
  view_deleted(message, table) {
    writeViews(table, (views) => views.filter((view) => view.id !== message.view_id));
    if (message.view_id === table.viewId) table.leave('table');
  },

  view_filter_created: (message, table) =>
    changeViewList(table, message.view_filter.view, 'filters', (filters) =>
      filters.some((filter) => filter.id === message.view_filter.id) ? filters : [...filters, message.view_filter],
    ),
  view_filter_updated: (message, table) =>
    changeViewList(table, message.view_filter.view, 'filters', (filters) => filters.map((filter) => (filter.id === message.view_filter_id ? message.view_filter : filter))),
  view_filter_deleted: (message, table) =>
    changeViewList(table, message.view_id, 'filters', (filters) => filters.filter((filter) => filter.id !== message.view_filter_id)),
  view_sort_created: (message, table) =>
    changeViewList(table, message.view_sort.view, 'sortings', (sortings) =>
      sortings.some((sort) => sort.id === message.view_sort.id) ? sortings : [...sortings, message.view_sort],
    ),
  view_sort_updated: (message, table) =>
    changeViewList(table, message.view_sort.view, 'sortings', (sortings) => sortings.map((sort) => (sort.id === message.view_sort_id ? message.view_sort : sort))),
  view_sort_deleted: (message, table) =>
    changeViewList(table, message.view_id, 'sortings', (sortings) => sortings.filter((sort) => sort.id !== message.view_sort_id)),

  grid_view_field_options_updated(message, table) {
    if (message.grid_view_id !== table.viewId) return;
    table.grid.store.setState((state) => ({ ...state, fieldOptions: message.grid_view_field_options }));
  },

  table_deleted(message, table) {
    if (message.table_id === table.tableId) table.leave('dashboard');
  },
};

/** Applies a message to the open table when it is one of the table page's messages. */
export function applyTableEvent(message: { type: string }, table: OpenTable): void {
  dispatchMessage(tableEvents, message, table);
}
