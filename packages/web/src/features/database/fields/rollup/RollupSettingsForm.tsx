import { Dropdown } from '../../../../ui/Dropdown';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import settings from '../shared/settings.module.css';
import { ComputedDisplaySettings } from '../formula/ComputedDisplaySettings';
import { quoteName } from '../formula/formulaTokens';
import { useComputedType } from '../formula/useComputedType';
import { useFormulaFields } from '../formula/useFormulaFields';
import { TargetFieldPicker, ThroughFieldPicker } from '../lookup/ThroughFieldPicker';
import { useThroughAndTarget } from '../lookup/useThroughAndTarget';
import styles from '../formula/formulaEditor.module.css';
import { rollupFunctionsFor } from './rollupFunctions';

/** A rollup's settings: the link field, the linked table's field, the function folding its values, and display options for the result. */
export function RollupSettingsForm({ values, onChange }: SettingsFormProps) {
  const data = useFormulaFields();
  const { through, target, targets } = useThroughAndTarget(data, values);
  const name = typeof values.rollup_function === 'string' ? values.rollup_function : 'sum';
  const rollupFunctions = rollupFunctionsFor(target);
  const fn = rollupFunctions.find((candidate) => candidate.name === name);
  const type = useComputedType(data, through && target ? `${name}(lookup(${quoteName(through.name)}, ${quoteName(target.name)}))` : null);
  return (
    <div className={settings.stack}>
      <ThroughFieldPicker fields={data.fields} isLoading={data.isLoading} value={through?.id ?? null} onChange={(id) => onChange({ ...values, through_field_id: id, target_field_id: null })} />
      {through && <TargetFieldPicker label="Select a field to rollup" fields={targets} value={target?.id ?? null} onChange={(id) => onChange({ ...values, target_field_id: id })} />}
      <SettingsRow label="Rollup function">
        {(id) => (
          <Dropdown<string>
            id={id}
            options={rollupFunctions.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
            value={name}
            onChange={(rollup_function) => onChange({ ...values, rollup_function })}
          />
        )}
      </SettingsRow>
      {fn && <p className={styles.hint}>{fn.description}</p>}
      <ComputedDisplaySettings type={type} values={values} onChange={onChange} />
    </div>
  );
}
