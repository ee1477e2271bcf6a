/** The user's groups, loaded once per session (spec §4). */
export const groupsQueryKey = ['groups'] as const;

/** The selected group's id; kept in the cache so the end of a session unselects it with the rest. */
export const selectedGroupQueryKey = ['selected-group'] as const;

/** The members of one group, as its admins see them. */
export const groupUsersQueryKey = (groupId: number) => ['groups', groupId, 'users'] as const;

/** The pending invitations of one group. */
export const groupInvitationsQueryKey = (groupId: number) => ['groups', groupId, 'invitations'] as const;
