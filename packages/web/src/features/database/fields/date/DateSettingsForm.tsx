import { Checkbox } from '../../../../ui/Checkbox';
import { Dropdown } from '../../../../ui/Dropdown';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import styles from '../shared/settings.module.css';

const formats = [
  { value: 'EU', label: 'European (20/02/2020)' },
  { value: 'US', label: 'US (02/20/2020)' },
  { value: 'ISO', label: 'ISO (2020-02-20)' },
] as const;
const clocks = [
  { value: '24', label: '24 hour (23:00)' },
  { value: '12', label: '12 hour (11:00 PM)' },
] as const;

/** Date settings: the order of day, month and year, and whether (and how) a time is kept. */
export function DateSettingsForm({ values, onChange }: SettingsFormProps) {
  const includeTime = values.date_include_time === true;
  return (
    <div className={styles.stack}>
      <SettingsRow label="Date format">
        {(id) => <Dropdown id={id} searchable={false} options={formats} value={(values.date_format as string) ?? 'EU'} onChange={(date_format) => onChange({ ...values, date_format })} />}
      </SettingsRow>
      <Checkbox label="Include time" checked={includeTime} onCheckedChange={(date_include_time) => onChange({ ...values, date_include_time })} />
      {includeTime && (
        <SettingsRow label="Time format">
          {(id) => (
            <Dropdown id={id} searchable={false} options={clocks} value={(values.date_time_format as string) ?? '24'} onChange={(date_time_format) => onChange({ ...values, date_time_format })} />
          )}
        </SettingsRow>
      )}
    </div>
  );
}
