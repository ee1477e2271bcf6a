import { compileFormula, describeFormulaType } from '@cellar/core';
import { useMemo } from 'react';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import settings from '../shared/settings.module.css';
import { ComputedDisplaySettings } from './ComputedDisplaySettings';
import { FormulaEditor } from './FormulaEditor';
import { completionSourcesOf, formulaEnvironmentOf } from './formulaSources';
import { useFormulaFields } from './useFormulaFields';
import styles from './formulaEditor.module.css';

/**
 * A formula field's settings: the expression, checked by core against the table's fields as it is
 * typed (the server checks it again on save), its result type, and the display options that type has.
 */
export function FormulaSettingsForm({ values, onChange, field, name }: SettingsFormProps) {
  const data = useFormulaFields();
  const selfId = field?.id;
  const env = useMemo(() => formulaEnvironmentOf(data, { id: selfId, name }), [data, selfId, name]);
  const sources = useMemo(() => completionSourcesOf(data, selfId), [data, selfId]);
  const text = typeof values.formula === 'string' ? values.formula : '';
  const compiled = useMemo(() => (text.trim() === '' || data.isLoading ? null : compileFormula(text, env)), [text, env, data.isLoading]);
  return (
    <div className={settings.stack}>
      <SettingsRow label="Formula">
        {(id) => <FormulaEditor id={id} value={text} onChange={(formula) => onChange({ ...values, formula })} sources={sources} error={compiled && !compiled.ok ? compiled.error : null} />}
      </SettingsRow>
      {compiled?.ok && (
        <>
          <p className={styles.resultType}>Result: {describeFormulaType(compiled.type)}</p>
          <ComputedDisplaySettings type={compiled.type} values={values} onChange={onChange} />
        </>
      )}
    </div>
  );
}
