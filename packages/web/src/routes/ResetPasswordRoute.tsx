import { useParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { usePageTitle } from '../ui/usePageTitle';

/** /reset-password/:token: chooses a new password with the token from the e-mail. */
export function ResetPasswordRoute() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  return (
    <AuthCard title="Choose a new password" subtitle="Pick something you don’t use anywhere else.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
