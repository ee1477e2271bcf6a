import type { CreatedGroupInvitation, GroupInvitation } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import type { InvitationInput } from '../../../api';
import { useServices } from '../../../app/ServicesContext';
import { upsertCachedItem } from '../cachedList';
import { groupInvitationsQueryKey } from '../groupKeys';

/** The invitation page the e-mailed link points to; the server appends '/<token>' (contract §5.2). */
export function invitationBaseUrl(): string {
  return `${window.location.origin}/group-invitation`;
}

/**
 * Sends an invitation. Inviting an address that already has one replaces that entry, since
 * the server updates it in place; either way `onSent` gets it, e.g. to highlight it.
 */
export function useInvite(groupId: number, onSent: (invitation: CreatedGroupInvitation) => void) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: Omit<InvitationInput, 'baseUrl'>) => api.groups.invite(groupId, { ...input, baseUrl: invitationBaseUrl() }),
    onSuccess: (invitation) => {
      const email = invitation.email.toLowerCase();
      // The list keeps the contract's invitation: a handed-over link belongs to this answer only.
      const { cellar_link: _link, ...listed } = invitation;
      upsertCachedItem<GroupInvitation>(queryClient, groupInvitationsQueryKey(groupId), listed, (existing) => existing.email.toLowerCase() === email);
      onSent(invitation);
    },
  });
}
