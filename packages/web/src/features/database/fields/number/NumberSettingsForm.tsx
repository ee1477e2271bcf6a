import { numberSeparators, type NumberSeparator } from '@cellar/core';
import { Checkbox } from '../../../../ui/Checkbox';
import { Dropdown } from '../../../../ui/Dropdown';
import { TextField } from '../../../../ui/TextField';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import styles from '../shared/settings.module.css';

const typeChoices = [
  { value: 'INTEGER', label: 'Integer (1)' },
  { value: 'DECIMAL', label: 'Decimal number (1.0)' },
] as const;
const placeChoices = [1, 2, 3, 4, 5].map((places) => ({ value: places, label: `1.${'0'.repeat(places)}` }));
const separatorChoices = (Object.keys(numberSeparators) as NumberSeparator[]).map((key) => ({
  value: key === '' ? 'NONE' : key,
  label: key === '' ? numberSeparators[key].label : `${numberSeparators[key].label} (1${numberSeparators[key].thousands}000${numberSeparators[key].decimal}5)`,
}));

/**
 * Number settings: integer or decimal with 1–5 places, whether negatives are allowed, and how it
 * is shown: a prefix and suffix (a currency), thousands and decimal separators, or as a percent.
 */
export function NumberSettingsForm({ values, onChange }: SettingsFormProps) {
  const type = values.number_type === 'DECIMAL' ? 'DECIMAL' : 'INTEGER';
  return (
    <div className={styles.stack}>
      <SettingsRow label="Number type">
        {(id) => <Dropdown id={id} searchable={false} options={typeChoices} value={type} onChange={(number_type) => onChange({ ...values, number_type })} />}
      </SettingsRow>
      {type === 'DECIMAL' && (
        <SettingsRow label="Decimal places">
          {(id) => (
            <Dropdown
              id={id}
              searchable={false}
              options={placeChoices}
              value={Number(values.number_decimal_places ?? 1)}
              onChange={(number_decimal_places) => onChange({ ...values, number_decimal_places })}
            />
          )}
        </SettingsRow>
      )}
      <Checkbox label="Allow negative numbers" checked={values.number_negative === true} onCheckedChange={(number_negative) => onChange({ ...values, number_negative })} />
      <TextField label="Prefix" help="Shown before the number, e.g. $." value={String(values.number_prefix ?? '')} maxLength={10} onChange={(event) => onChange({ ...values, number_prefix: event.target.value })} />
      <TextField label="Suffix" help="Shown after the number, e.g. kg." value={String(values.number_suffix ?? '')} maxLength={100} onChange={(event) => onChange({ ...values, number_suffix: event.target.value })} />
      <SettingsRow label="Separators">
        {(id) => (
          <Dropdown
            id={id}
            searchable={false}
            options={separatorChoices}
            value={values.number_separator ? String(values.number_separator) : 'NONE'}
            onChange={(choice) => onChange({ ...values, number_separator: choice === 'NONE' ? '' : choice })}
          />
        )}
      </SettingsRow>
      <Checkbox
        label="Show as a percent (0.25 shows as 25%)"
        checked={values.number_percent === true}
        onCheckedChange={(number_percent) => onChange({ ...values, number_percent })}
      />
    </div>
  );
}
