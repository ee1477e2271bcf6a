import { Database } from 'lucide-react';
import { useAuth } from '../features/auth/useAuth';
import { EmptyState } from '../ui/EmptyState';
import { Page } from '../ui/Page';
import { usePageTitle } from '../ui/usePageTitle';

/** A greeting that follows the clock, so the dashboard feels less like a form letter. */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard: the home screen; groups and application tiles join it with the groups issue. */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <Page title={`${greetingFor(new Date().getHours())}, ${user?.first_name ?? ''}`} description="Here’s where your groups and databases will live.">
      <EmptyState icon={<Database size={20} aria-hidden />} title="No databases to show yet">
        Groups and the databases inside them will be listed here, with their tables one click away.
      </EmptyState>
    </Page>
  );
}
