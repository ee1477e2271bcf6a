import type { SettingsFormProps } from '../fieldUi';
import settings from '../shared/settings.module.css';
import { ComputedDisplaySettings } from '../formula/ComputedDisplaySettings';
import { quoteName } from '../formula/formulaTokens';
import { useComputedType } from '../formula/useComputedType';
import { useFormulaFields } from '../formula/useFormulaFields';
import { TargetFieldPicker, ThroughFieldPicker } from './ThroughFieldPicker';
import { useThroughAndTarget } from './useThroughAndTarget';

/** A lookup's settings: the link field, the linked table's field whose values it lists, and display options for them. */
export function LookupSettingsForm({ values, onChange }: SettingsFormProps) {
  const data = useFormulaFields();
  const { through, target, targets } = useThroughAndTarget(data, values);
  const type = useComputedType(data, through && target ? `lookup(${quoteName(through.name)}, ${quoteName(target.name)})` : null);
  return (
    <div className={settings.stack}>
      <ThroughFieldPicker fields={data.fields} isLoading={data.isLoading} value={through?.id ?? null} onChange={(id) => onChange({ ...values, through_field_id: id, target_field_id: null })} />
      {through && <TargetFieldPicker label="Select a field to lookup" fields={targets} value={target?.id ?? null} onChange={(id) => onChange({ ...values, target_field_id: id })} />}
      <ComputedDisplaySettings type={type} values={values} onChange={onChange} />
    </div>
  );
}
