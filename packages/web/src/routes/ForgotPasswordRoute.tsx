import { AuthCard } from '../features/auth/AuthCard';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { usePageTitle } from '../ui/usePageTitle';

/** /forgot-password: asks for the address to send a reset link to. */
export function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail address and we’ll send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
