import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { useAuth } from '../features/auth/useAuth';
import { InvitationAnswer } from '../features/invitations/InvitationAnswer';
import { InvitationForVisitor } from '../features/invitations/InvitationForVisitor';
import { InvitationMessage } from '../features/invitations/InvitationMessage';
import { invitationProblem } from '../features/invitations/invitationProblem';
import { useInvitationByToken } from '../features/invitations/useInvitationByToken';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Skeleton } from '../ui/Skeleton';
import { usePageTitle } from '../ui/usePageTitle';

/** /group-invitation/:token — who invited you to which group, and accept or reject (spec §2). */
export function GroupInvitationRoute() {
  usePageTitle('Group invitation');
  const { token = '' } = useParams();
  const { user } = useAuth();
  const invitation = useInvitationByToken(token);

  if (invitation.isPending) {
    return (
      <AuthCard title="Group invitation">
        <div style={{ display: 'grid', gap: 12 }} aria-busy="true" aria-label="Loading invitation">
          <Skeleton height={14} width="80%" />
          <Skeleton height={38} radius={6} />
        </div>
      </AuthCard>
    );
  }

  if (invitation.isError) {
    const problem = invitationProblem(invitation.error);
    return (
      <AuthCard title={problem.title}>
        <Alert tone="error">{problem.message}</Alert>
        <ButtonLink to={user ? '/dashboard' : '/login'} variant="primary" size="lg" fullWidth>
          {user ? 'Go to the dashboard' : 'Go to login'}
        </ButtonLink>
      </AuthCard>
    );
  }

  const found = invitation.data;
  const footer = user ? undefined : found.email_exists ? undefined : (
    <>
      Already have an account? <Link to={`/login?original=${encodeURIComponent(`/group-invitation/${token}`)}`}>Log in</Link>
    </>
  );
  return (
    <AuthCard title={`Join ${found.group}`} subtitle={<InvitationMessage invitation={found} />} footer={footer}>
      {user ? <InvitationAnswer invitation={found} token={token} /> : <InvitationForVisitor invitation={found} token={token} />}
    </AuthCard>
  );
}
