import type { GroupWithMembership } from '@cellar/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesContext';
import { selectedGroupId, selectGroup, unselectGroup } from './groupSelection';
import { useGroups } from './useGroups';

/** The selected group (null when none is, or it is not among the loaded groups) and how to change it. */
export function useSelectedGroup(): { group: GroupWithMembership | null; select: (groupId: number) => void; unselect: () => void } {
  const { queryClient } = useServices();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const id = useSyncExternalStore(subscribe, () => selectedGroupId(queryClient));
  const groups = useGroups().data;
  const select = useCallback((groupId: number) => selectGroup(queryClient, groupId), [queryClient]);
  const unselect = useCallback(() => unselectGroup(queryClient), [queryClient]);
  return { group: groups?.find((group) => group.id === id) ?? null, select, unselect };
}
