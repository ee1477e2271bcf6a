import type { GroupWithMembership } from '@cellar/core';
import { Modal } from '../../../ui/Modal';
import { Skeleton } from '../../../ui/Skeleton';
import { FormError } from '../../auth/FormError';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import styles from './members.module.css';
import { useGroupMembers } from './useGroupMembers';
import { useHighlight } from './useHighlight';

/** '{group name} members': invite people, change roles and remove members or invitations (spec §2). */
export function MembersModal({ group, open, onOpenChange }: { group: GroupWithMembership; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`${group.name} members`} description="People in this group see and edit all of its databases.">
      {open && <MembersContent groupId={group.id} />}
    </Modal>
  );
}

function MembersContent({ groupId }: { groupId: number }) {
  const { users, invitations } = useGroupMembers(groupId);
  const [highlighted, highlight] = useHighlight();
  const error = users.error ?? invitations.error;
  return (
    <div className={styles.body}>
      <InviteForm groupId={groupId} onSent={(invitation) => highlight(invitation.id)} />
      {error ? (
        <FormError error={error} />
      ) : users.data && invitations.data ? (
        <MemberList groupId={groupId} users={users.data} invitations={invitations.data} highlightedInvitation={highlighted} />
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label="Loading members">
          {[0, 1].map((index) => (
            <Skeleton key={index} height={44} radius={8} />
          ))}
        </div>
      )}
    </div>
  );
}
