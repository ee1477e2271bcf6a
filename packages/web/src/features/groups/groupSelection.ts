import type { QueryClient } from '@tanstack/react-query';
import { selectedGroupQueryKey } from './groupKeys';
import { selectedGroupCookie, type SelectedGroupStorage } from './selectedGroupCookie';

/** The selected group's id, or null when none is selected. */
export function selectedGroupId(queryClient: QueryClient): number | null {
  return queryClient.getQueryData<number | null>(selectedGroupQueryKey) ?? null;
}

/** Selects a group and remembers it in the cookie for the next visit. */
export function selectGroup(queryClient: QueryClient, groupId: number, storage: SelectedGroupStorage = selectedGroupCookie): void {
  // Nothing observes this entry as a query, so it must not be garbage-collected like one.
  queryClient.setQueryDefaults(selectedGroupQueryKey, { gcTime: Infinity, staleTime: Infinity });
  queryClient.setQueryData(selectedGroupQueryKey, groupId);
  storage.set(groupId);
}

/** Leaves no group selected; the cookie keeps its id, which the next load may try again. */
export function unselectGroup(queryClient: QueryClient): void {
  queryClient.setQueryData(selectedGroupQueryKey, null);
}
