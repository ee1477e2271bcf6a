import type { View } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDatabaseApi } from '../DatabaseApiContext';
import type { GridController } from '../grid/useGridController';
import { databaseKeys } from '../queries';
import { createViewSettingsActions, type ViewSettingsActions } from './viewSettingsActions';

/** The open view's filter and sort changes, kept in the views cache and reloading the grid once applied. */
export function useViewSettings(tableId: number, viewId: number, grid: GridController): ViewSettingsActions {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = databaseKeys.views(tableId);
    return createViewSettingsActions({
      api,
      cache: {
        read: () => queryClient.getQueryData<View[]>(key)?.find((view) => view.id === viewId),
        write: (update) => queryClient.setQueryData<View[]>(key, (views) => views?.map((view) => (view.id === viewId ? update(view) : view))),
      },
      // The server filters and sorts; the rows in view and their count come back from it.
      onApplied: () => void grid.store.refresh().catch(grid.notifyError),
      onError: grid.notifyError,
    });
  }, [api, queryClient, tableId, viewId, grid]);
}
