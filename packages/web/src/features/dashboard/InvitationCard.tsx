import type { UserGroupInvitation } from '@cellar/core';
import { Mail } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { notifyError } from '../groups/requestErrors';
import { InvitationMessage } from '../invitations/InvitationMessage';
import { useAcceptInvitation, useRejectInvitation } from '../invitations/useRespondToInvitation';
import styles from './Dashboard.module.css';

/** One pending invitation on the dashboard with 'Accept' and 'Reject'. */
export function InvitationCard({ invitation }: { invitation: UserGroupInvitation }) {
  const notify = useNotify();
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const busy = accept.isPending || reject.isPending;
  return (
    <li className={styles.invitation}>
      <span className={styles.invitationIcon} aria-hidden>
        <Mail size={16} />
      </span>
      <InvitationMessage invitation={invitation} />
      <div className={styles.invitationActions}>
        <Button size="sm" disabled={busy} loading={reject.isPending} onClick={() => reject.mutate(invitation.id, { onError: (error) => notifyError(notify, error) })}>
          Reject
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={busy}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(invitation.id, {
              onSuccess: (group) => notify.success('Invitation accepted', `You’re now a member of ${group.name}.`),
              onError: (error) => notifyError(notify, error),
            })
          }
        >
          Accept
        </Button>
      </div>
    </li>
  );
}
