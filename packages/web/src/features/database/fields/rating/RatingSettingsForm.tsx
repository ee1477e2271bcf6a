import { ratingMaxLimit, ratingStyles, selectOptionColors } from '@cellar/core';
import { Dropdown } from '../../../../ui/Dropdown';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import styles from '../shared/settings.module.css';
import { colorName } from '../single-select/selectColors';
import { ratingIcons } from './ratingSymbols';

const maxChoices = Array.from({ length: ratingMaxLimit }, (_, index) => ({ value: index + 1, label: String(index + 1) }));
const styleNames = { star: 'Star', heart: 'Heart', 'thumbs-up': 'Thumbs up', flag: 'Flag', smile: 'Smile' } as const;
const styleChoices = ratingStyles.map((style) => {
  const Icon = ratingIcons[style];
  return { value: style, label: styleNames[style], icon: <Icon size={14} aria-hidden /> };
});
const colorChoices = selectOptionColors.map((color) => ({ value: color as string, label: colorName(color) }));

/** Rating settings: the symbol, its colour and the highest rating (1–10). */
export function RatingSettingsForm({ values, onChange }: SettingsFormProps) {
  return (
    <div className={styles.stack}>
      <SettingsRow label="Style">
        {(id) => <Dropdown id={id} searchable={false} options={styleChoices} value={String(values.style ?? 'star') as (typeof ratingStyles)[number]} onChange={(style) => onChange({ ...values, style })} />}
      </SettingsRow>
      <SettingsRow label="Colour">
        {(id) => <Dropdown id={id} options={colorChoices} value={String(values.color ?? 'dark-orange')} onChange={(color) => onChange({ ...values, color })} />}
      </SettingsRow>
      <SettingsRow label="Maximum">
        {(id) => <Dropdown id={id} searchable={false} options={maxChoices} value={Number(values.max_value ?? 5)} onChange={(max_value) => onChange({ ...values, max_value })} />}
      </SettingsRow>
    </div>
  );
}
