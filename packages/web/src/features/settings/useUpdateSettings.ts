import type { Settings, SettingsResponse } from '@cellar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api';
import { useApi } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { settingsQueryKey } from './settingsQuery';

/** Changes settings optimistically; a failure puts the old values back and says why (spec §4). */
export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (changes: Partial<Settings>) => api.settings.update(changes),
    onMutate: async (changes) => {
      // A fetch landing after the optimistic write would undo it on screen.
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      const previous = queryClient.getQueryData<SettingsResponse>(settingsQueryKey);
      if (previous) queryClient.setQueryData<SettingsResponse>(settingsQueryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQueryKey, context.previous);
      if (isApiError(error)) notify.error(error.title, error.message);
      else notify.error('Action not completed.', 'The settings could not be saved.');
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
