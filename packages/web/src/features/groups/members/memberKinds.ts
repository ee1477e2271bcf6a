import type { GroupPermission } from '@cellar/core';
import type { QueryKey } from '@tanstack/react-query';
import type { GroupsApi } from '../../../api';
import { groupInvitationsQueryKey, groupUsersQueryKey } from '../groupKeys';

/** The two kinds of rows in the members dialog: people in the group, and people invited to it. */
export type MemberKind = 'user' | 'invitation';

/** Where each kind is cached and how its role changes and removal reach the server. */
export interface MemberKindEndpoints {
  queryKey(groupId: number): QueryKey;
  updateRole(api: GroupsApi, id: number, role: GroupPermission): Promise<unknown>;
  remove(api: GroupsApi, id: number): Promise<void>;
}

/** One entry per kind, so the role and remove logic is written once for both. */
export const memberKinds: Record<MemberKind, MemberKindEndpoints> = {
  user: {
    queryKey: groupUsersQueryKey,
    updateRole: (api, id, role) => api.updateUser(id, role),
    remove: (api, id) => api.removeUser(id),
  },
  invitation: {
    queryKey: groupInvitationsQueryKey,
    updateRole: (api, id, role) => api.updateInvitation(id, role),
    remove: (api, id) => api.removeInvitation(id),
  },
};
