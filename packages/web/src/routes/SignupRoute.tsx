import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { SignupForm } from '../features/auth/SignupForm';
import { useAuth } from '../features/auth/useAuth';
import { useSettings } from '../features/settings/useSettings';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Skeleton } from '../ui/Skeleton';
import { usePageTitle } from '../ui/usePageTitle';

/** /signup: the form while sign-ups are open, an explanation when they are not. */
export function SignupRoute() {
  usePageTitle('Sign up');
  const { user } = useAuth();
  const settings = useSettings();
  if (user) return <Navigate to="/dashboard" replace />;
  const footer = (
    <>
      Already have an account? <Link to="/login">Log in</Link>
    </>
  );

  if (settings.data && !settings.data.allow_new_signups) {
    return (
      <AuthCard title="Sign up">
        <Alert tone="info" title="Sign up is disabled">
          This Cellar server doesn’t accept new accounts right now. Ask an administrator to invite you or to enable sign-ups.
        </Alert>
        <ButtonLink to="/login" variant="primary" size="lg" fullWidth>
          Go to login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Start organising your data in minutes." footer={footer}>
      {settings.isPending ? <SignupSkeleton /> : <SignupForm />}
    </AuthCard>
  );
}

// Holds the form's place while the settings decide whether it may be shown.
function SignupSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 20 }} aria-busy="true" aria-label="Loading">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} style={{ display: 'grid', gap: 8 }}>
          <Skeleton width={90} height={10} />
          <Skeleton height={38} radius={6} />
        </div>
      ))}
    </div>
  );
}
