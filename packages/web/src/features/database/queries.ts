import type { Field, View } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useDatabaseApi } from './DatabaseApiContext';

/** Query keys of the database screens, so every cache write names the same entry. */
export const databaseKeys = {
  all: ['database'] as const,
  views: (tableId: number) => ['database', 'table', tableId, 'views'] as const,
  fields: (tableId: number) => ['database', 'table', tableId, 'fields'] as const,
};

/** A table's views (with filters and sortings, as the contract's list always asks). */
export function useTableViews(tableId: number) {
  const api = useDatabaseApi();
  return useQuery<View[]>({ queryKey: databaseKeys.views(tableId), queryFn: () => api.listViews(tableId) });
}

/** A table's fields, primary first. */
export function useTableFields(tableId: number) {
  const api = useDatabaseApi();
  return useQuery<Field[]>({ queryKey: databaseKeys.fields(tableId), queryFn: () => api.listFields(tableId) });
}
