import { Alert } from '../../ui/Alert';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { useSettings } from '../settings/useSettings';
import { useUpdateSettings } from '../settings/useUpdateSettings';

/** The 'allow new sign-ups' switch: it flips at once and flips back if the server refuses. */
export function AllowSignupsSetting() {
  const settings = useSettings();
  const update = useUpdateSettings();
  if (settings.isPending) return <Skeleton height={40} />;
  if (settings.isError) {
    return (
      <Alert tone="error" title="Could not load the settings">
        {settings.error.message}
      </Alert>
    );
  }
  return (
    <Switch
      label="Allow creating new accounts"
      description="When off, the sign-up page tells visitors that sign-ups are disabled. Existing users can still log in."
      checked={settings.data.allow_new_signups}
      onCheckedChange={(checked) => update.mutate({ allow_new_signups: checked })}
    />
  );
}
