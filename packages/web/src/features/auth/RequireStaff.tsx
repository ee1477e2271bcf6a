import type { ReactNode } from 'react';
import { ErrorPage } from '../../routes/ErrorPage';
import { useAuth } from './useAuth';

/** Shows its children to staff only; everyone else gets the 403 'Forbidden.' page (spec §5). */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.is_staff) {
    return <ErrorPage embedded status={403} title="Forbidden." message="This page is only available to staff members of this Cellar server." />;
  }
  return <>{children}</>;
}
