import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessageOf, isApiError } from '../../api';
import type { ErrorMessage } from '../../api/errorMessages';
import { useApi } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Skeleton } from '../../ui/Skeleton';
import { MailNotSetUp } from '../settings/MailNotSetUp';
import { useMailConfigured } from '../settings/useMailConfigured';
import styles from './AuthCard.module.css';
import { useAuth } from './useAuth';

// The shared wording of these codes speaks of password reset links; a confirmation link needs its own.
const linkProblems: Record<string, ErrorMessage> = {
  BAD_TOKEN_SIGNATURE: { title: 'Invalid link.', message: 'This confirmation link is not valid. Check that you opened the whole link from the e-mail.' },
  EXPIRED_TOKEN_SIGNATURE: { title: 'Link expired.', message: 'This confirmation link has expired: links work for 7 days.' },
  ERROR_USER_NOT_FOUND: { title: 'Account not found.', message: 'The account this link belongs to no longer exists.' },
};

/** The verification query's key: one confirmation per token and page load. */
export const verifyEmailQueryKey = (token: string) => ['verify-email', token] as const;

/**
 * Confirms the address behind a mailed link (Cellar's own step after sign-up). Confirming twice
 * is harmless, so it runs as a query when the page opens. A broken or expired link offers a new
 * one to a signed-in person.
 */
export function EmailVerification({ token }: { token: string }) {
  const api = useApi();
  const { user } = useAuth();
  const mailConfigured = useMailConfigured();
  const verified = useQuery({
    queryKey: verifyEmailQueryKey(token),
    queryFn: async () => {
      await api.user.verifyEmail(token);
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
  const resend = useMutation({ mutationFn: () => api.user.sendVerificationEmail() });

  if (verified.isPending) {
    return (
      <div className={styles.form} aria-busy="true" aria-label="Confirming your e-mail address">
        <Skeleton height={38} radius={6} />
      </div>
    );
  }

  if (verified.isError) {
    const error = verified.error;
    const problem = isApiError(error) && error.code ? (linkProblems[error.code] ?? errorMessageOf(error)) : errorMessageOf(error);
    return (
      <div className={styles.form}>
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
        {resend.isSuccess ? (
          mailConfigured ? (
            <Alert tone="success" title="Check your inbox">
              We’ve sent a new confirmation link to <strong>{user?.username}</strong>.
            </Alert>
          ) : (
            <MailNotSetUp link="The new confirmation link" />
          )
        ) : user ? (
          <Button variant="primary" size="lg" fullWidth loading={resend.isPending} onClick={() => resend.mutate()}>
            Send a new link
          </Button>
        ) : (
          <ButtonLink to="/login" variant="primary" size="lg" fullWidth>
            Log in to ask for a new link
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <Alert tone="success" title="E-mail address confirmed">
        Invitations to your groups can now be accepted from your dashboard.
      </Alert>
      <ButtonLink to={user ? '/dashboard' : '/login'} variant="primary" size="lg" fullWidth>
        {user ? 'Go to the dashboard' : 'Log in'}
      </ButtonLink>
    </div>
  );
}
