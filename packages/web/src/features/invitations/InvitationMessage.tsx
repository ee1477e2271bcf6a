import type { UserGroupInvitation } from '@cellar/core';
import styles from './invitations.module.css';

/** '<inviter> invited you to <group>', with the inviter's message when there is one. */
export function InvitationMessage({ invitation }: { invitation: UserGroupInvitation }) {
  return (
    <div className={styles.message}>
      <p className={styles.headline}>
        <strong>{invitation.invited_by}</strong> invited you to <strong>{invitation.group}</strong>
      </p>
      {invitation.message && <blockquote className={styles.quote}>{invitation.message}</blockquote>}
    </div>
  );
}
