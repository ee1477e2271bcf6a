import type { GroupPermission } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext';
import { useNotify } from '../../../ui/notifications/NotificationsContext';
import { patchCachedItem } from '../cachedList';
import { notifyError } from '../requestErrors';
import { memberKinds, type MemberKind } from './memberKinds';

type WithRole = { id: number; permissions: GroupPermission };

/** Changes a member's or invitation's role at once and rolls it back if the server refuses (spec §4). */
export function useChangeRole(kind: MemberKind, groupId: number) {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  const key = memberKinds[kind].queryKey(groupId);
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: GroupPermission }) => memberKinds[kind].updateRole(api.groups, id, role),
    onMutate: ({ id, role }) => patchCachedItem<WithRole>(queryClient, key, id, { permissions: role }),
    onError: (error, { id }, previous) => {
      if (previous) patchCachedItem<WithRole>(queryClient, key, id, previous);
      notifyError(notify, error);
    },
  });
}
