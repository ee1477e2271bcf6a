import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext';
import { useNotify } from '../../../ui/notifications/NotificationsContext';
import { removeCachedItems } from '../cachedList';
import { ignoreNotFound, notifyError } from '../requestErrors';
import { memberKinds, type MemberKind } from './memberKinds';

/** Removes a member or withdraws an invitation; the row goes once the server agrees (spec §4). */
export function useRemoveMember(kind: MemberKind, groupId: number) {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: number) => ignoreNotFound(memberKinds[kind].remove(api.groups, id)),
    onSuccess: (_, id) => removeCachedItems<{ id: number }>(queryClient, memberKinds[kind].queryKey(groupId), (item) => item.id === id),
    onError: (error) => notifyError(notify, error),
  });
}
