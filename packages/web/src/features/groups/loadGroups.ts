import type { GroupWithMembership } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import type { GroupsApi } from '../../api';
import { selectedGroupId, selectGroup } from './groupSelection';
import { initialGroupSelection } from './initialGroupSelection';
import { selectedGroupCookie, type SelectedGroupStorage } from './selectedGroupCookie';

/** Fetches the groups and, unless one is already chosen, applies the initial selection rule. */
export async function loadGroups(
  api: Pick<GroupsApi, 'list'>,
  queryClient: QueryClient,
  storage: SelectedGroupStorage = selectedGroupCookie,
): Promise<GroupWithMembership[]> {
  const groups = await api.list();
  // An invitation accepted before the list loaded has already chosen its group.
  if (selectedGroupId(queryClient) === null) {
    const id = initialGroupSelection(groups, storage.get());
    if (id !== null) selectGroup(queryClient, id, storage);
  }
  return groups;
}
