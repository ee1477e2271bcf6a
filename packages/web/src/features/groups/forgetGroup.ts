import type { Application, GroupWithMembership } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { removeCachedItems } from './cachedList';
import { groupsQueryKey } from './groupKeys';
import { selectedGroupId, unselectGroup } from './groupSelection';

/** Drops a group the user no longer sees (deleted, or they left it) with its applications, unselecting it (spec §4). */
export function forgetGroup(queryClient: QueryClient, groupId: number): void {
  removeCachedItems<GroupWithMembership>(queryClient, groupsQueryKey, (group) => group.id === groupId);
  removeCachedItems<Application>(queryClient, applicationsQueryKey, (application) => application.group.id === groupId);
  if (selectedGroupId(queryClient) === groupId) unselectGroup(queryClient);
  queryClient.removeQueries({ queryKey: [...groupsQueryKey, groupId] });
}
