import {
  databaseEndpoints,
  viewFilterEndpoints as filters,
  viewSortEndpoints as sorts,
  type FilterTypeName,
  type View,
  type ViewFilter,
  type ViewSort,
} from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** A view's name and filter settings as the view PATCH changes them (contract §11.1). */
export type ViewSettingsChange = Partial<Pick<View, 'name' | 'filter_type' | 'filters_disabled'>>;

/** What a filter is made of, as the browser sends it: only types core implements. */
export interface FilterSettings {
  field: number;
  type: FilterTypeName;
  value: string;
}

/** The view, filter and sort endpoints of contract §11.1–§11.3 that the view switcher and the grid's panels use. */
export interface ViewSettingsApi {
  /** Creates a grid view named `name`, answered with its (empty) filters and sortings. */
  createView(tableId: number, name: string): Promise<View>;
  updateView(viewId: number, change: ViewSettingsChange): Promise<View>;
  deleteView(viewId: number): Promise<void>;
  createViewFilter(viewId: number, filter: FilterSettings): Promise<ViewFilter>;
  updateViewFilter(filterId: number, change: Partial<FilterSettings>): Promise<ViewFilter>;
  deleteViewFilter(filterId: number): Promise<void>;
  createViewSort(viewId: number, sort: Pick<ViewSort, 'field' | 'order'>): Promise<ViewSort>;
  updateViewSort(sortId: number, change: Partial<Pick<ViewSort, 'field' | 'order'>>): Promise<ViewSort>;
  deleteViewSort(sortId: number): Promise<void>;
}

/** Binds the view settings endpoints to a client. */
export function createViewSettingsApi(client: ApiClient): ViewSettingsApi {
  return {
    createView: (table_id, name) =>
      callEndpoint(client, databaseEndpoints.createView, { params: { table_id }, body: { name, type: 'grid' }, query: { include: 'filters,sortings' } }),
    updateView: (view_id, body) => callEndpoint(client, databaseEndpoints.updateView, { params: { view_id }, body }),
    deleteView: (view_id) => callEndpoint(client, databaseEndpoints.deleteView, { params: { view_id } }),
    createViewFilter: (view_id, body) => callEndpoint(client, filters.createViewFilter, { params: { view_id }, body }),
    updateViewFilter: (view_filter_id, body) => callEndpoint(client, filters.updateViewFilter, { params: { view_filter_id }, body }),
    deleteViewFilter: (view_filter_id) => callEndpoint(client, filters.deleteViewFilter, { params: { view_filter_id } }),
    createViewSort: (view_id, body) => callEndpoint(client, sorts.createViewSort, { params: { view_id }, body }),
    updateViewSort: (view_sort_id, body) => callEndpoint(client, sorts.updateViewSort, { params: { view_sort_id }, body }),
    deleteViewSort: (view_sort_id) => callEndpoint(client, sorts.deleteViewSort, { params: { view_sort_id } }),
  };
}
