import { useAuth } from '../features/auth/useAuth';
import { DashboardInvitations } from '../features/dashboard/DashboardInvitations';
import { GroupOverview } from '../features/dashboard/GroupOverview';
import { NoGroupOverview } from '../features/dashboard/NoGroupOverview';
import { FormError } from '../features/auth/FormError';
import { useGroups } from '../features/groups/useGroups';
import { useSelectedGroup } from '../features/groups/useSelectedGroup';
import { Page } from '../ui/Page';
import { Skeleton } from '../ui/Skeleton';
import { usePageTitle } from '../ui/usePageTitle';

/** A greeting that follows the clock, so the dashboard feels less like a form letter. */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard: the home screen — pending invitations, then the selected group's applications. */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const groups = useGroups();
  const { group } = useSelectedGroup();
  let content;
  if (groups.isPending) content = <Skeleton height={120} radius={10} />;
  else if (groups.isError) content = <FormError error={groups.error} />;
  else if (group) content = <GroupOverview group={group} />;
  else content = <NoGroupOverview groups={groups.data} />;
  return (
    <Page title={`${greetingFor(new Date().getHours())}, ${user?.first_name ?? ''}`} description="Your invitations, groups and databases in one place.">
      <DashboardInvitations />
      {content}
    </Page>
  );
}
