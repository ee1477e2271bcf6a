import { compileFormula, describeFormulaType } from '@cellar/core';
import { useMemo } from 'react';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';
import settings from '../shared/settings.module.css';
import { ComputedDisplaySettings } from './ComputedDisplaySettings';
import { FormulaEditor } from './FormulaEditor';
import { FormulaPreview } from './FormulaPreview';
import { completionSourcesOf, formulaEnvironmentOf } from './formulaSources';
import { useFormulaFields } from './useFormulaFields';
import { useServerFormulaCheck } from './useServerFormulaCheck';
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
  const serverError = useServerFormulaCheck(data.tableId, text, name ?? '', compiled?.ok === true);
  const error = compiled && !compiled.ok ? compiled.error : serverError ? { message: serverError } : null;
  return (
    <div className={settings.stack}>
      <SettingsRow label="Formula">
        {(id) => <FormulaEditor id={id} value={text} onChange={(formula) => onChange({ ...values, formula })} sources={sources} error={error} />}
      </SettingsRow>
      {compiled?.ok && !serverError && (
        <>
          <p className={styles.resultType}>Result: {describeFormulaType(compiled.type)}</p>
          <FormulaPreview tableId={data.tableId} compiled={compiled} fields={data.fields} values={values} />
          <ComputedDisplaySettings type={compiled.type} values={values} onChange={onChange} />
        </>
      )}
    </div>
  );
}
