import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { loginUrlFor } from '../features/auth/originalUrl';
import { useAuth } from '../features/auth/useAuth';
import { isPublicMatch } from './routeHandle';

/** The authentication guard: anonymous visitors of private routes go to login with `?original=`. */
export function SessionGate() {
  const matches = useMatches();
  const location = useLocation();
  const { user, endedBy } = useAuth();
  if (!user && !isPublicMatch(matches)) {
    // Someone who chose to log off is not sent back to where they were after the next login.
    return <Navigate to={endedBy === 'logoff' ? '/login' : loginUrlFor(location)} replace />;
  }
  return <Outlet />;
}
