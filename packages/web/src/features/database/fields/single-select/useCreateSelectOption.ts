import { randomOptionColor, type Field, type SelectOption } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDatabaseApi } from '../../DatabaseApiContext';
import { databaseKeys } from '../../queries';
import { fieldOptions } from './selectValues';

/**
 * Appends an option with a random colour to a field (spec §4 "Create {query}"), puts the changed
 * field in the table's fields cache and resolves with the new option. Nothing is shown before the
 * server answers: the new option needs its id before a cell can hold it.
 */
export function useCreateSelectOption(field: Field): (value: string) => Promise<SelectOption> {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (value: string) => {
      const before = fieldOptions(field);
      const updated = await api.updateField(field.id, { select_options: [...before, { value, color: randomOptionColor() }] });
      queryClient.setQueryData<Field[]>(databaseKeys.fields(field.table_id), (fields) => fields?.map((candidate) => (candidate.id === updated.id ? updated : candidate)));
      const known = new Set(before.map((option) => option.id));
      const created = fieldOptions(updated).find((option) => !known.has(option.id));
      if (!created) throw new Error('The server did not keep the new option.');
      return created;
    },
    [api, queryClient, field],
  );
}
