import type { SettingsFormProps } from '../fieldUi';
import { useFormulaFields } from '../formula/useFormulaFields';
import { ThroughFieldPicker } from '../lookup/ThroughFieldPicker';

/** A count's settings: the link field whose linked rows it counts. */
export function CountSettingsForm({ values, onChange }: SettingsFormProps) {
  const data = useFormulaFields();
  const value = typeof values.through_field_id === 'number' ? values.through_field_id : null;
  return <ThroughFieldPicker fields={data.fields} isLoading={data.isLoading} value={value} onChange={(id) => onChange({ ...values, through_field_id: id })} />;
}
