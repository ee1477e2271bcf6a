import type { RowComment } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useApi } from '../../../../app/ServicesContext';
import { useApplications } from '../../../applications/useApplications';
import { groupUsersQueryKey } from '../../../groups/groupKeys';
import type { DraftMention } from './draftMessage';

/**
 * Who a comment may mention: the group's members as its admins list them, and everyone who has
 * commented on the row (all a plain member can see of the group today). The server keeps only
 * mentions of members, whatever the browser offers.
 */
export function useMentionCandidates(comments: readonly RowComment[], currentUserId: number | null): DraftMention[] {
  const api = useApi();
  const { databaseId } = useParams();
  const applications = useApplications();
  const groupId = applications.data?.find((application) => application.id === Number(databaseId))?.group.id;
  const members = useQuery({
    queryKey: groupUsersQueryKey(groupId ?? 0),
    queryFn: () => api.groups.listUsers(groupId ?? 0),
    enabled: groupId !== undefined,
    // A member who is not an admin is refused the list: the commenters are all they get.
    retry: false,
    staleTime: 60_000,
  });
  const byId = new Map<number, DraftMention>();
  for (const member of members.data ?? []) if (typeof member.user_id === 'number') byId.set(member.user_id, { id: member.user_id, label: member.name });
  for (const comment of comments) if (comment.user_id !== null && !byId.has(comment.user_id)) byId.set(comment.user_id, { id: comment.user_id, label: comment.first_name });
  if (currentUserId !== null) byId.delete(currentUserId);
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}
