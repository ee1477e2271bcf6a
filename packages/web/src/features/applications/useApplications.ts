import type { Application } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { applicationsQueryKey } from './applicationKeys';

const none: Application[] = [];

/** All of the user's applications, loaded once per session like the groups. */
export function useApplications() {
  const api = useApi();
  return useQuery({ queryKey: applicationsQueryKey, queryFn: () => api.applications.list(), staleTime: Infinity, gcTime: Infinity });
}

/** The applications of one group, in their order; empty while loading or without a group. */
export function useGroupApplications(groupId: number | null | undefined): { applications: Application[]; isPending: boolean; error: Error | null } {
  const query = useApplications();
  const all = query.data ?? none;
  const applications = groupId == null ? none : all.filter((application) => application.group.id === groupId);
  return { applications, isPending: query.isPending, error: query.error };
}
