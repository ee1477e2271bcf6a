import { Checkbox } from '../../../../ui/Checkbox';
import { Dropdown } from '../../../../ui/Dropdown';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import styles from '../shared/settings.module.css';

const typeChoices = [
  { value: 'INTEGER', label: 'Integer (1)' },
  { value: 'DECIMAL', label: 'Decimal number (1.0)' },
] as const;
const placeChoices = [1, 2, 3, 4, 5].map((places) => ({ value: places, label: `1.${'0'.repeat(places)}` }));

/** Number settings: integer or decimal with 1–5 places, and whether negatives are allowed. */
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
    </div>
  );
}
