import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { groupsQueryKey } from './groupKeys';
import { loadGroups } from './loadGroups';

/** The user's groups, loaded once per session; changes after that are made to the cache directly. */
export function useGroups() {
  const { api, queryClient } = useServices();
  return useQuery({
    queryKey: groupsQueryKey,
    queryFn: () => loadGroups(api.groups, queryClient),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
