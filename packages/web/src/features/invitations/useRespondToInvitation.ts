import type { Dashboard, GroupWithMembership } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { upsertCachedItem } from '../groups/cachedList';
import { groupsQueryKey } from '../groups/groupKeys';
import { selectGroup } from '../groups/groupSelection';
import { dashboardQueryKey } from './invitationKeys';

// Once answered, an invitation no longer waits on the dashboard.
function dropFromDashboard(dashboard: Dashboard | undefined, invitationId: number): Dashboard | undefined {
  return dashboard && { group_invitations: dashboard.group_invitations.filter((invitation) => invitation.id !== invitationId) };
}

/**
 * Accepts an invitation: the group joins the list, becomes the selected one, and its applications
 * load. On the invitation page `token` (the mailed link's) stands in for a verified address.
 */
export function useAcceptInvitation(token?: string) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (invitationId: number) => api.groups.acceptInvitation(invitationId, token),
    onSuccess: async (group, invitationId) => {
      queryClient.setQueryData<Dashboard>(dashboardQueryKey, (dashboard) => dropFromDashboard(dashboard, invitationId));
      upsertCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, group, (existing) => existing.id === group.id);
      selectGroup(queryClient, group.id);
      await queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
  });
}

/** Rejects an invitation; it is deleted on the server and leaves the dashboard. */
export function useRejectInvitation(token?: string) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (invitationId: number) => api.groups.rejectInvitation(invitationId, token),
    onSuccess: (_, invitationId) => queryClient.setQueryData<Dashboard>(dashboardQueryKey, (dashboard) => dropFromDashboard(dashboard, invitationId)),
  });
}
