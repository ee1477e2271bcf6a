import type { Application } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { removeCachedItems } from '../groups/cachedList';
import { ignoreNotFound } from '../groups/requestErrors';
import { useNotifyDeleted } from '../undo/useNotifyDeleted';
import { applicationsQueryKey } from './applicationKeys';

/** Deletes an application; a 404 means it is already gone and it leaves the list either way. */
export function useDeleteApplication() {
  const { api, queryClient } = useServices();
  const notifyDeleted = useNotifyDeleted();
  return useMutation({
    mutationFn: (applicationId: number) => ignoreNotFound(api.applications.remove(applicationId)),
    onSuccess: (_, applicationId) => {
      const gone = queryClient.getQueryData<Application[]>(applicationsQueryKey)?.find((application) => application.id === applicationId);
      removeCachedItems<Application>(queryClient, applicationsQueryKey, (application) => application.id === applicationId);
      notifyDeleted(gone ? `${gone.name} deleted` : 'Database deleted', { workspace: gone?.group.id, application: applicationId });
    },
  });
}
