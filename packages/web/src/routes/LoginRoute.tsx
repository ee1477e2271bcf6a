import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { safeOriginal } from '../features/auth/originalUrl';
import { useAuth } from '../features/auth/useAuth';
import { useSettings } from '../features/settings/useSettings';
import { usePageTitle } from '../ui/usePageTitle';

/** /login: once a session exists, it goes on to `original`, else to the dashboard. */
export function LoginRoute() {
  usePageTitle('Login');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const settings = useSettings();
  if (user) return <Navigate to={safeOriginal(params.get('original')) ?? '/dashboard'} replace />;
  return (
    <AuthCard
      title="Log in to Cellar"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        settings.data?.allow_new_signups ? (
          <>
            Don’t have an account? <Link to="/signup">Sign up</Link>
          </>
        ) : undefined
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
