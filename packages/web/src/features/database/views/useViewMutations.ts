import type { View } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/ApiError';
import { useDatabaseApi } from '../DatabaseApiContext';
import { databaseKeys } from '../queries';
import { useNotifyError } from '../useNotifyError';
import { useNotifyDeleted } from '../../undo/useNotifyDeleted';

/** Creating, renaming and deleting the views of one table (spec §4 "Views"), kept in the views cache. */
export function useViewMutations(tableId: number) {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const notifyDeleted = useNotifyDeleted();
  return useMemo(() => {
    const write = (update: (views: View[]) => View[]) => queryClient.setQueryData<View[]>(databaseKeys.views(tableId), (views) => (views ? update(views) : views));
    return {
      /** Creates a grid view; errors go to the caller's form. */
      async create(name: string): Promise<View> {
        const view = await api.createView(tableId, name);
        write((views) => (views.some((known) => known.id === view.id) ? views : [...views, view]));
        return view;
      },
      /** Renames at once; the old name comes back and an error shows if the server refuses. */
      async rename(view: View, name: string): Promise<void> {
        const put = (value: string) => write((views) => views.map((known) => (known.id === view.id ? { ...known, name: value } : known)));
        put(name);
        try {
          await api.updateView(view.id, { name });
        } catch (error) {
          put(view.name);
          notifyError(error);
        }
      },
      /** Deletes a view; a 404 means it is already gone (spec §4). */
      async remove(view: View): Promise<void> {
        try {
          await api.deleteView(view.id);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
        }
        write((views) => views.filter((known) => known.id !== view.id));
        notifyDeleted(`View ${view.name} deleted`, { table: tableId, view: view.id });
      },
    };
  }, [api, queryClient, tableId, notifyError, notifyDeleted]);
}
