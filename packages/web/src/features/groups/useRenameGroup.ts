import type { GroupWithMembership } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { patchCachedItem } from './cachedList';
import { groupsQueryKey } from './groupKeys';
import { notifyError } from './requestErrors';

/** Renames a group at once; if the server refuses, the old name comes back (spec §4). */
export function useRenameGroup() {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ groupId, name }: { groupId: number; name: string }) => api.groups.rename(groupId, name),
    onMutate: ({ groupId, name }) => patchCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, groupId, { name }),
    onError: (error, { groupId }, previous) => {
      if (previous) patchCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, groupId, previous);
      notifyError(notify, error);
    },
    onSuccess: (group) => patchCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, group.id, { name: group.name }),
  });
}
