import { useParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { EmailVerification } from '../features/auth/EmailVerification';
import { usePageTitle } from '../ui/usePageTitle';

/** /verify-email/:token — the link mailed on sign-up confirms the address (Cellar's own route). */
export function VerifyEmailRoute() {
  usePageTitle('Confirm e-mail address');
  const { token = '' } = useParams();
  return (
    <AuthCard title="Confirm your e-mail address">
      <EmailVerification token={token} />
    </AuthCard>
  );
}
