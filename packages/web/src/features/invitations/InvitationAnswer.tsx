import type { UserGroupInvitation } from '@cellar/core';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { useAuth } from '../auth/useAuth';
import { invitationProblem } from './invitationProblem';
import styles from './invitations.module.css';
import { useAcceptInvitation, useRejectInvitation } from './useRespondToInvitation';

/**
 * Accept or reject, for a signed-in person; accepting opens the dashboard with the group selected.
 * The link's `token` goes along: it proves the invitee got the mail, as a verified address would.
 */
export function InvitationAnswer({ invitation, token }: { invitation: UserGroupInvitation; token: string }) {
  const { user, store } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const accept = useAcceptInvitation(token);
  const reject = useRejectInvitation(token);
  const error = accept.error ?? reject.error;
  const busy = accept.isPending || reject.isPending;

  if (user && user.username.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Alert
        tone="warning"
        title="This invitation is for someone else."
        action={
          <Button size="sm" onClick={() => store.logoff()}>
            Log out
          </Button>
        }
      >
        It was sent to <strong>{invitation.email}</strong>, but you are logged in as <strong>{user.username}</strong>. Log out and log in
        with the invited address to accept it.
      </Alert>
    );
  }

  const problem = error ? invitationProblem(error) : null;
  return (
    <div className={styles.answer}>
      {problem && (
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
      )}
      <div className={styles.answerButtons}>
        <Button
          size="lg"
          fullWidth
          disabled={busy}
          loading={reject.isPending}
          onClick={() =>
            reject.mutate(invitation.id, {
              onSuccess: () => {
                notify.info('Invitation rejected', `You won’t join ${invitation.group}.`);
                navigate('/dashboard');
              },
            })
          }
        >
          Reject
        </Button>
        <Button size="lg" variant="primary" fullWidth disabled={busy} loading={accept.isPending} onClick={() => accept.mutate(invitation.id, { onSuccess: () => navigate('/dashboard') })}>
          Accept invitation
        </Button>
      </div>
    </div>
  );
}
