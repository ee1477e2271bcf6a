import type { Application, ApplicationTypeName } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { upsertCachedItem } from '../groups/cachedList';
import { applicationsQueryKey } from './applicationKeys';

/** Creates an application of one type in a group and adds it to the cached list. */
export function useCreateApplication(groupId: number, type: ApplicationTypeName) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (name: string) => api.applications.create(groupId, type, name),
    onSuccess: (application) =>
      upsertCachedItem<Application>(queryClient, applicationsQueryKey, application, (existing) => existing.id === application.id),
  });
}
