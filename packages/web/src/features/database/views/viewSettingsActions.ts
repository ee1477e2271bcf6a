import type { Field, View, ViewFilter, ViewSort } from '@cellar/core';
import { isApiError } from '../../../api/ApiError';
import type { FilterSettings, ViewSettingsApi, ViewSettingsChange } from '../../../api/viewSettingsApi';
import { compatibleFilterTypes, filterSeenField } from '../filters/filterUi';

/** Where the open view lives (the views query cache): read it, or change it in place. */
export interface ViewCache {
  read(): View | undefined;
  write(update: (view: View) => View): void;
}

/** What the view settings need: the cache, the endpoints, a grid reload and where failures go. */
export interface ViewSettingsDeps {
  cache: ViewCache;
  api: ViewSettingsApi;
  /** Reloads the grid's rows and count; called once the server has the change. */
  onApplied: () => void;
  onError: (error: unknown) => void;
}

/** Optimistic filter, sort and view changes of spec §7: shown at once, then confirmed or undone. Items still being created take no changes. */
export interface ViewSettingsActions {
  /** Adds a filter on a field with its first compatible type; it shows as loading (negative id) until created. */
  addFilter(field: Field): Promise<void>;
  changeFilter(filter: ViewFilter, change: Partial<FilterSettings>): Promise<void>;
  removeFilter(filter: ViewFilter): Promise<void>;
  changeView(change: ViewSettingsChange): Promise<void>;
  addSort(field: Field, order?: ViewSort['order']): Promise<void>;
  /** Changes a sort's direction or its field, in place: it keeps its rank among the sorts. */
  changeSort(sort: ViewSort, change: Partial<Pick<ViewSort, 'field' | 'order'>>): Promise<void>;
  removeSort(sort: ViewSort): Promise<void>;
  /** The header menu's sort: changes the field's sort if there is one, else adds it. */
  sortBy(field: Field, order: ViewSort['order']): Promise<void>;
}

/** Whether a filter or sort is still being created: its id is a temporary, negative one. */
export const isPending = (item: { id: number }) => item.id < 0;

// A deleted filter or sort that is already gone on the server is what was asked for (spec §4's 404 rule).
const isGone = (error: unknown) => isApiError(error) && error.status === 404;

type Item = { id: number };
const replaceIn = <T extends Item>(items: T[] | undefined, id: number, update: (item: T) => T) => (items ?? []).map((item) => (item.id === id ? update(item) : item));
const removeFrom = <T extends Item>(items: T[] | undefined, id: number) => (items ?? []).filter((item) => item.id !== id);
// Put back where it was, so a failed delete does not reorder the panel.
const insertAt = <T extends Item>(items: T[] | undefined, index: number, item: T) => [...(items ?? []).slice(0, index), item, ...(items ?? []).slice(index)];

/** Binds the view setting changes to one view's cache entry. */
export function createViewSettingsActions({ cache, api, onApplied, onError }: ViewSettingsDeps): ViewSettingsActions {
  // Negative ids never clash with the server's, and tell an item still being created.
  let nextTemporaryId = -1;
  const viewId = () => cache.read()?.id ?? 0;
  const setFilters = (update: (filters: ViewFilter[] | undefined) => ViewFilter[]) => cache.write((view) => ({ ...view, filters: update(view.filters) }));
  const setSorts = (update: (sortings: ViewSort[] | undefined) => ViewSort[]) => cache.write((view) => ({ ...view, sortings: update(view.sortings) }));

  /** Sends a change already shown; on failure runs `undo` and reports, on success reloads the grid. */
  async function send(request: () => Promise<unknown>, undo: () => void) {
    try {
      await request();
      onApplied();
    } catch (error) {
      undo();
      onError(error);
    }
  }

  async function sendDelete(request: () => Promise<unknown>, undo: () => void) {
    await send(() => request().catch((error: unknown) => { if (!isGone(error)) throw error; }), undo);
  }

  const actions: ViewSettingsActions = {
    async addFilter(field) {
      const [type] = compatibleFilterTypes(filterSeenField(field).type);
      if (!type) return onError(new Error(`No filter type is compatible with the field type ${field.type}.`));
      const temporary: ViewFilter = { id: nextTemporaryId--, view: viewId(), field: field.id, type, value: '' };
      setFilters((filters) => [...(filters ?? []), temporary]);
      await send(
        async () => {
          const created = await api.createViewFilter(temporary.view, { field: field.id, type, value: '' });
          setFilters((filters) => replaceIn(filters, temporary.id, () => created));
        },
        () => setFilters((filters) => removeFrom(filters, temporary.id)),
      );
    },
    async changeFilter(filter, change) {
      if (isPending(filter)) return;
      const before = Object.fromEntries(Object.keys(change).map((key) => [key, filter[key as keyof FilterSettings]]));
      setFilters((filters) => replaceIn(filters, filter.id, (current) => ({ ...current, ...change })));
      await send(() => api.updateViewFilter(filter.id, change), () => setFilters((filters) => replaceIn(filters, filter.id, (current) => ({ ...current, ...before }))));
    },
    async removeFilter(filter) {
      if (isPending(filter)) return;
      const index = (cache.read()?.filters ?? []).findIndex((item) => item.id === filter.id);
      setFilters((filters) => removeFrom(filters, filter.id));
      await sendDelete(() => api.deleteViewFilter(filter.id), () => setFilters((filters) => insertAt(filters, index, filter)));
    },
    async changeView(change) {
      const view = cache.read();
      if (!view) return;
      const before = { filter_type: view.filter_type, filters_disabled: view.filters_disabled };
      cache.write((current) => ({ ...current, ...change }));
      await send(() => api.updateView(view.id, change), () => cache.write((current) => ({ ...current, ...before })));
    },
    async addSort(field, order = 'ASC') {
      const temporary: ViewSort = { id: nextTemporaryId--, view: viewId(), field: field.id, order };
      setSorts((sortings) => [...(sortings ?? []), temporary]);
      await send(
        async () => {
          const created = await api.createViewSort(temporary.view, { field: field.id, order });
          setSorts((sortings) => replaceIn(sortings, temporary.id, () => created));
        },
        () => setSorts((sortings) => removeFrom(sortings, temporary.id)),
      );
    },
    async changeSort(sort, change) {
      if (isPending(sort)) return;
      setSorts((sortings) => replaceIn(sortings, sort.id, (current) => ({ ...current, ...change })));
      const before = { field: sort.field, order: sort.order };
      await send(() => api.updateViewSort(sort.id, change), () => setSorts((sortings) => replaceIn(sortings, sort.id, (current) => ({ ...current, ...before }))));
    },
    async removeSort(sort) {
      if (isPending(sort)) return;
      const index = (cache.read()?.sortings ?? []).findIndex((item) => item.id === sort.id);
      setSorts((sortings) => removeFrom(sortings, sort.id));
      await sendDelete(() => api.deleteViewSort(sort.id), () => setSorts((sortings) => insertAt(sortings, index, sort)));
    },
    async sortBy(field, order) {
      const existing = cache.read()?.sortings?.find((sort) => sort.field === field.id);
      if (!existing) return actions.addSort(field, order);
      if (existing.order !== order && !isPending(existing)) await actions.changeSort(existing, { order });
    },
  };
  return actions;
}
