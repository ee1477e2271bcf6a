import { AllowSignupsSetting } from '../features/admin/AllowSignupsSetting';
import { RequireStaff } from '../features/auth/RequireStaff';
import { Page, Section } from '../ui/Page';
import { usePageTitle } from '../ui/usePageTitle';

/** /admin/settings: instance-wide settings, for staff only. */
export default function AdminSettingsRoute() {
  usePageTitle('Settings');
  return (
    <RequireStaff>
      <Page eyebrow="Admin" title="Settings" description="These settings apply to everyone on this Cellar server.">
        <Section title="Accounts" description="Decide who can join this server.">
          <AllowSignupsSetting />
        </Section>
      </Page>
    </RequireStaff>
  );
}
