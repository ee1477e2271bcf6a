import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { dashboardQueryKey } from './invitationKeys';

/** Invitations waiting for the signed-in user, shown on top of the dashboard. */
export function useDashboardInvitations() {
  const api = useApi();
  return useQuery({ queryKey: dashboardQueryKey, queryFn: () => api.groups.dashboard(), select: (dashboard) => dashboard.group_invitations });
}
