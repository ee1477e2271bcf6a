import type { Field } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/ApiError';
import { useDatabaseApi } from '../DatabaseApiContext';
import { databaseKeys } from '../queries';
import { useNotifyDeleted } from '../../undo/useNotifyDeleted';
import type { GridController } from '../grid/useGridController';
import { fieldBody, type FieldFormValues } from './form/fieldFormValues';

/** Field create, change and delete for one table, keeping the fields cache and the grid in step. */
export function useFieldActions(tableId: number, grid: GridController) {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  const notifyDeleted = useNotifyDeleted();
  return useMemo(() => {
    const key = databaseKeys.fields(tableId);
    const write = (update: (fields: Field[]) => Field[]) => queryClient.setQueryData<Field[]>(key, (fields) => update(fields ?? []));
    // The server drops a field's filters and sorts with it, and incompatible ones on a type change (spec §7).
    const refetchViews = () => void queryClient.invalidateQueries({ queryKey: databaseKeys.views(tableId) });
    return {
      async create(values: FieldFormValues): Promise<Field> {
        const field = await api.createField(tableId, fieldBody(values));
        write((fields) => [...fields, field]);
        // New cells may start with a default (text_default); one request fetches them for loaded rows.
        void grid.refreshCells([field.id]);
        return field;
      },
      async update(field: Field, values: FieldFormValues): Promise<Field> {
        const updated = await api.updateField(field.id, fieldBody(values));
        write((fields) => fields.map((candidate) => (candidate.id === field.id ? updated : candidate)));
        const { name: _old, ...before } = field;
        const { name: _new, ...after } = updated;
        // A new type or settings convert the data on the server: refetch that column of the rows in view.
        if (JSON.stringify(before) !== JSON.stringify(after)) void grid.refreshCells([field.id]);
        if (updated.type !== field.type) refetchViews();
        return updated;
      },
      /** Deletes a field; a 404 means someone else already did (spec §4). */
      async remove(field: Field): Promise<void> {
        try {
          await api.deleteField(field.id);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
        }
        write((fields) => fields.filter((candidate) => candidate.id !== field.id));
        refetchViews();
        notifyDeleted(`Field ${field.name} deleted`, { table: tableId });
      },
    };
  }, [api, queryClient, tableId, grid, notifyDeleted]);
}
