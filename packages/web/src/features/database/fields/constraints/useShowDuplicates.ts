import { duplicateFilterType, type Field, type View } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDatabaseApi } from '../../DatabaseApiContext';
import type { GridController } from '../../grid/useGridController';
import { databaseKeys } from '../../queries';

/**
 * "Show duplicates" after adding a unique rule was refused: filters the open view to the rows
 * holding the values the server named. A view without filters gets one per value, joined by OR;
 * a view with filters of its own keeps them and its AND/OR, and gets a filter for the first value.
 */
export function useShowDuplicates(tableId: number, viewId: number, grid: GridController): (field: Field, values: string[]) => Promise<void> {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (field, values) => {
      const type = duplicateFilterType(field.type);
      if (!type || values.length === 0) return;
      const key = databaseKeys.views(tableId);
      const view = queryClient.getQueryData<View[]>(key)?.find((candidate) => candidate.id === viewId);
      const unfiltered = (view?.filters ?? []).length === 0;
      try {
        if (unfiltered) await api.updateView(viewId, { filter_type: 'OR', filters_disabled: false });
        for (const value of unfiltered ? values : values.slice(0, 1)) await api.createViewFilter(viewId, { field: field.id, type, value });
        await queryClient.invalidateQueries({ queryKey: key });
        await grid.store.refresh();
      } catch (error) {
        grid.notifyError(error);
      }
    },
    [api, queryClient, tableId, viewId, grid],
  );
}
