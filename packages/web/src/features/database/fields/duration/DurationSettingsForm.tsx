import { durationFormatRules, durationFormats } from '@cellar/core';
import { Dropdown } from '../../../../ui/Dropdown';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';

const formatChoices = durationFormats.map((format) => ({ value: format as string, label: durationFormatRules[format].label }));

/** Duration settings: the format cells are shown, typed and rounded in. */
export function DurationSettingsForm({ values, onChange }: SettingsFormProps) {
  return (
    <SettingsRow label="Format">
      {(id) => <Dropdown id={id} searchable={false} options={formatChoices} value={String(values.duration_format ?? 'h:mm')} onChange={(duration_format) => onChange({ ...values, duration_format })} />}
    </SettingsRow>
  );
}
