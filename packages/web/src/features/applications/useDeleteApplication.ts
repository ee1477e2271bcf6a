import type { Application } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { removeCachedItems } from '../groups/cachedList';
import { ignoreNotFound } from '../groups/requestErrors';
import { applicationsQueryKey } from './applicationKeys';

/** Deletes an application; a 404 means it is already gone and it leaves the list either way. */
export function useDeleteApplication() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (applicationId: number) => ignoreNotFound(api.applications.remove(applicationId)),
    onSuccess: (_, applicationId) =>
      removeCachedItems<Application>(queryClient, applicationsQueryKey, (application) => application.id === applicationId),
  });
}
