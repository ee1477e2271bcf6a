import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { useNotifyDeleted } from '../undo/useNotifyDeleted';
import { forgetGroup } from './forgetGroup';
import { ignoreNotFound } from './requestErrors';

/** Deletes a group; a 404 means it is already gone. Its applications leave the cache with it (spec §4). */
export function useDeleteGroup() {
  const { api, queryClient } = useServices();
  const notifyDeleted = useNotifyDeleted();
  return useMutation({
    mutationFn: (groupId: number) => ignoreNotFound(api.groups.remove(groupId)),
    onSuccess: (_, groupId) => {
      forgetGroup(queryClient, groupId);
      notifyDeleted('Group deleted', { root: true });
    },
  });
}
