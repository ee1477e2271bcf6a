import { TextField } from '../../../../ui/TextField';
import type { SettingsFormProps } from '../fieldUi';

/** Single line text settings: the text new rows start with. */
export function TextSettingsForm({ values, onChange }: SettingsFormProps) {
  return (
    <TextField
      label="Default text"
      help="New rows start with this text."
      value={String(values.text_default ?? '')}
      maxLength={255}
      onChange={(event) => onChange({ ...values, text_default: event.target.value })}
    />
  );
}
