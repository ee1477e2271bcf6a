import { AuthCard } from '../features/auth/AuthCard';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { useMailConfigured } from '../features/settings/useMailConfigured';
import { usePageTitle } from '../ui/usePageTitle';

/** /forgot-password: asks for the address to send a reset link to. */
export function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  const mailConfigured = useMailConfigured();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={
        mailConfigured
          ? 'Enter your e-mail address and we’ll send you a link to choose a new password.'
          : 'Enter your e-mail address to get a link to choose a new password.'
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
