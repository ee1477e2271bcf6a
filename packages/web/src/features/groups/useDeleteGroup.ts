import type { Application, GroupWithMembership } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { removeCachedItems } from './cachedList';
import { groupsQueryKey } from './groupKeys';
import { selectedGroupId, unselectGroup } from './groupSelection';
import { ignoreNotFound } from './requestErrors';

/** Deletes a group; a 404 means it is already gone. Its applications leave the cache with it (spec §4). */
export function useDeleteGroup() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (groupId: number) => ignoreNotFound(api.groups.remove(groupId)),
    onSuccess: (_, groupId) => {
      removeCachedItems<GroupWithMembership>(queryClient, groupsQueryKey, (group) => group.id === groupId);
      removeCachedItems<Application>(queryClient, applicationsQueryKey, (application) => application.group.id === groupId);
      if (selectedGroupId(queryClient) === groupId) unselectGroup(queryClient);
      queryClient.removeQueries({ queryKey: [...groupsQueryKey, groupId] });
    },
  });
}
