import type { GroupWithMembership } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { upsertCachedItem } from './cachedList';
import { groupsQueryKey } from './groupKeys';
import { selectGroup } from './groupSelection';

/** Creates a group, adds it to the list and selects it: a new group is where the person wants to work next. */
export function useCreateGroup() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (name: string) => api.groups.create(name.trim()),
    onSuccess: (group) => {
      upsertCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, group, (existing) => existing.id === group.id);
      selectGroup(queryClient, group.id);
    },
  });
}
