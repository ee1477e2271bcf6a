import { Checkbox } from '../../../../ui/Checkbox';
import { DateSettingsForm } from '../date/DateSettingsForm';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import styles from '../shared/settings.module.css';

/** The date field's settings, plus the time zone the value shows in (none: UTC) and whether it is shown. */
export function SystemDateSettingsForm({ values, onChange }: SettingsFormProps) {
  return (
    <div className={styles.stack}>
      <DateSettingsForm values={values} onChange={onChange} />
      <SettingsRow label="Time zone (e.g. Europe/Amsterdam; empty for UTC)">
        {(id) => (
          <input
            id={id}
            value={(values.date_force_timezone as string | null) ?? ''}
            onChange={(event) => onChange({ ...values, date_force_timezone: event.target.value.trim() === '' ? null : event.target.value })}
          />
        )}
      </SettingsRow>
      <Checkbox label="Show time zone" checked={values.date_show_tzinfo === true} onCheckedChange={(date_show_tzinfo) => onChange({ ...values, date_show_tzinfo })} />
    </div>
  );
}
