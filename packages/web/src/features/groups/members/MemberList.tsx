import type { GroupInvitation, GroupUser } from '@cellar/core';
import { useAuth } from '../../auth/useAuth';
import styles from './members.module.css';
import { MemberRow } from './MemberRow';
import { useChangeRole } from './useChangeRole';
import { useRemoveMember } from './useRemoveMember';

/** Props of MemberList: the two lists and which invitation was just sent. */
export interface MemberListProps {
  groupId: number;
  users: GroupUser[];
  invitations: GroupInvitation[];
  highlightedInvitation: number | null;
}

/** The group's members, then its pending invitations, each with role control and remove. */
export function MemberList({ groupId, users, invitations, highlightedInvitation }: MemberListProps) {
  const { user } = useAuth();
  const self = user?.username.toLowerCase();
  const userRole = useChangeRole('user', groupId);
  const invitationRole = useChangeRole('invitation', groupId);
  const removeUser = useRemoveMember('user', groupId);
  const removeInvitation = useRemoveMember('invitation', groupId);
  return (
    <>
      <section className={styles.section} aria-label="Members">
        <h3 className={styles.sectionTitle}>
          Members <span className={styles.count}>{users.length}</span>
        </h3>
        <ul className={styles.list}>
          {users.map((member) => (
            <MemberRow
              key={member.id}
              name={member.name}
              email={member.email}
              role={member.permissions}
              isSelf={member.email.toLowerCase() === self}
              removing={removeUser.isPending && removeUser.variables === member.id}
              onRoleChange={(role) => userRole.mutate({ id: member.id, role })}
              onRemove={() => removeUser.mutate(member.id)}
            />
          ))}
        </ul>
      </section>
      {invitations.length > 0 && (
        <section className={styles.section} aria-label="Pending invitations">
          <h3 className={styles.sectionTitle}>
            Pending invitations <span className={styles.count}>{invitations.length}</span>
          </h3>
          <ul className={styles.list}>
            {invitations.map((invitation) => (
              <MemberRow
                key={invitation.id}
                name={invitation.email}
                email={invitation.email}
                invitedOn={invitation.created_on}
                message={invitation.message}
                role={invitation.permissions}
                isSelf={false}
                highlighted={invitation.id === highlightedInvitation}
                removing={removeInvitation.isPending && removeInvitation.variables === invitation.id}
                onRoleChange={(role) => invitationRole.mutate({ id: invitation.id, role })}
                onRemove={() => removeInvitation.mutate(invitation.id)}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
