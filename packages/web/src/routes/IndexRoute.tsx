import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth';

/** `/`: the dashboard for a session, the login page otherwise. */
export function IndexRoute() {
  const { user } = useAuth();
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
