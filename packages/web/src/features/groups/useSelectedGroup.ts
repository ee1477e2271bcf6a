import type { GroupWithMembership } from '@cellar/core';
import { hashKey, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesContext';
import { selectedGroupQueryKey } from './groupKeys';
import { selectedGroupId, selectGroup, unselectGroup } from './groupSelection';
import { useGroups } from './useGroups';

const selectedGroupHash = hashKey(selectedGroupQueryKey);

// Only a change of the selected group's entry is news here. The cache also reports observers of
// other queries being set up, which happens while components render: a listener told of those
// would re-render this component in the middle of another's render.
const changesSelection = (event: QueryCacheNotifyEvent) =>
  event.query.queryHash === selectedGroupHash && (event.type === 'added' || event.type === 'updated' || event.type === 'removed');

/** The selected group (null when none is, or it is not among the loaded groups) and how to change it. */
export function useSelectedGroup(): { group: GroupWithMembership | null; select: (groupId: number) => void; unselect: () => void } {
  const { queryClient } = useServices();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback(
    (listener: () => void) =>
      cache.subscribe((event) => {
        if (changesSelection(event)) listener();
      }),
    [cache],
  );
  const id = useSyncExternalStore(subscribe, () => selectedGroupId(queryClient));
  const groups = useGroups().data;
  const select = useCallback((groupId: number) => selectGroup(queryClient, groupId), [queryClient]);
  const unselect = useCallback(() => unselectGroup(queryClient), [queryClient]);
  return { group: groups?.find((group) => group.id === id) ?? null, select, unselect };
}
