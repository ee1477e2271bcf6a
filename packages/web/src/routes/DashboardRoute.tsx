import { useAuth } from '../features/auth/useAuth';
import { DashboardInvitations } from '../features/dashboard/DashboardInvitations';
import { GroupOverview } from '../features/dashboard/GroupOverview';
import { NoGroupOverview } from '../features/dashboard/NoGroupOverview';
import { FormError } from '../features/auth/FormError';
import { CreateGroupButton } from '../features/groups/CreateGroupButton';
import { useGroups } from '../features/groups/useGroups';
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

/** /dashboard: the home screen — pending invitations, then every group of the person with its applications (spec §2). */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const groups = useGroups();
  let content;
  if (groups.isPending) content = <Skeleton height={120} radius={10} />;
  else if (groups.isError) content = <FormError error={groups.error} />;
  else if (groups.data.length === 0) content = <NoGroupOverview />;
  else content = groups.data.map((group) => <GroupOverview key={group.id} group={group} />);
  return (
    <Page
      title={`${greetingFor(new Date().getHours())}, ${user?.first_name ?? ''}`}
      description="Your invitations, groups and databases in one place."
      actions={groups.data?.length ? <CreateGroupButton /> : undefined}
    >
      <DashboardInvitations />
      {content}
    </Page>
  );
}
