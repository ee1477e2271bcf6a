import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ServicesContext';
import { groupInvitationsQueryKey, groupUsersQueryKey } from '../groupKeys';

/** A group's members and pending invitations, fetched whenever the members dialog opens. */
export function useGroupMembers(groupId: number) {
  const api = useApi();
  const users = useQuery({ queryKey: groupUsersQueryKey(groupId), queryFn: () => api.groups.listUsers(groupId), staleTime: 0 });
  const invitations = useQuery({ queryKey: groupInvitationsQueryKey(groupId), queryFn: () => api.groups.listInvitations(groupId), staleTime: 0 });
  return { users, invitations };
}
