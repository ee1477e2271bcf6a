import type { Application } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { patchCachedItem } from '../groups/cachedList';
import { notifyError } from '../groups/requestErrors';
import { applicationsQueryKey } from './applicationKeys';

/** Renames an application at once and restores the old name if the server refuses (spec §4). */
export function useRenameApplication() {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ applicationId, name }: { applicationId: number; name: string }) => api.applications.rename(applicationId, name),
    onMutate: ({ applicationId, name }) => patchCachedItem<Application>(queryClient, applicationsQueryKey, applicationId, { name }),
    onError: (error, { applicationId }, previous) => {
      if (previous) patchCachedItem<Application>(queryClient, applicationsQueryKey, applicationId, previous);
      notifyError(notify, error);
    },
    // Only the name is taken from the answer: the cached tables may be newer than the server's copy in flight.
    onSuccess: (application) => patchCachedItem<Application>(queryClient, applicationsQueryKey, application.id, { name: application.name }),
  });
}
