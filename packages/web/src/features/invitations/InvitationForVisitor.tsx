import type { UserGroupInvitation } from '@cellar/core';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/ButtonLink';
import { SignupForm } from '../auth/SignupForm';
import { useSettings } from '../settings/useSettings';
import styles from './invitations.module.css';

/**
 * What someone who isn't logged in does with an invitation: with an account, log in and come
 * back here; without one, sign up with the invited address and join the group directly.
 */
export function InvitationForVisitor({ invitation, token }: { invitation: UserGroupInvitation; token: string }) {
  const navigate = useNavigate();
  const settings = useSettings();
  const back = `/login?original=${encodeURIComponent(`/group-invitation/${token}`)}`;

  if (invitation.email_exists) {
    return (
      <div className={styles.answer}>
        <p className={styles.headline}>
          Log in as <strong>{invitation.email}</strong> to accept or reject the invitation.
        </p>
        <ButtonLink to={back} variant="primary" size="lg" fullWidth>
          <LogIn size={15} aria-hidden /> Log in to continue
        </ButtonLink>
      </div>
    );
  }

  // The server refuses sign-ups when they are off, invitation or not (contract §2.1).
  if (settings.data && !settings.data.allow_new_signups) {
    return (
      <Alert tone="info" title="Sign up is disabled">
        This Cellar server doesn’t accept new accounts right now, so the invitation can’t be accepted with a new account. Ask an administrator to
        enable sign-ups.
      </Alert>
    );
  }

  return <SignupForm invitation={{ email: invitation.email, token }} onSignedUp={() => navigate('/dashboard', { replace: true })} />;
}
