import { fieldTypeOf, formMessages, type Field } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/ApiError';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { Dropdown } from '../../../../ui/Dropdown';
import { focusFirstInvalid } from '../../../../ui/focusFirstInvalid';
import { TextField } from '../../../../ui/TextField';
import { fieldUiOf } from '../registry';
import { ConstraintSettings } from '../constraints/ConstraintSettings';
import { constraintRefusalOf, type ConstraintRefusal } from '../constraints/constraintErrors';
import { SettingsRow } from '../shared/SettingsRow';
import { allowedTypes, initialValues, withType, type FieldFormValues } from './fieldFormValues';
import { useLossWarning } from './useLossWarning';
import styles from './fieldForm.module.css';

/** Props of the create/change field form; `field` is null when creating. */
export interface FieldFormProps {
  field: Field | null;
  onSubmit: (values: FieldFormValues) => Promise<void>;
  onCancel: () => void;
  /** Shows the rows holding some duplicated values (a filter), when adding a unique rule was refused over them. */
  onShowDuplicates?: (field: Field, values: string[]) => void;
}

/** Name, type and the type's settings sub-form; errors from the server show in place. */
export function FieldForm({ field, onSubmit, onCancel, onShowDuplicates }: FieldFormProps) {
  const [values, setValues] = useState(() => initialValues(field));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ name?: string; message?: string; refusal?: ConstraintRefusal } | null>(null);
  const nameError = (submitted && values.name.trim() === '' ? formMessages.required : null) ?? failure?.name ?? null;
  const loss = useLossWarning(field);
  const warning = loss.warningFor({ ...values, name: values.name.trim() });
  const { SettingsForm } = fieldUiOf(values.type);
  const typeOptions = allowedTypes(field?.primary === true).map((type) => {
    const { Icon } = fieldUiOf(type);
    return { value: type, label: fieldTypeOf(type).label, icon: <Icon size={14} className={styles.typeIcon} aria-hidden /> };
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.name.trim() === '') {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const next = { ...values, name: values.name.trim() };
      if (!(await loss.mayChange(next))) return setSaving(false);
      await onSubmit(next);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      const refusal = constraintRefusalOf(error);
      if (refusal) setFailure({ refusal });
      else setFailure(fields.name ? { name: fields.name } : { message: error instanceof Error ? error.message : String(error) });
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Name" autoFocus value={values.name} error={nameError} maxLength={255} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <SettingsRow label="Type">
        {(id) => <Dropdown<FieldFormValues['type']> id={id} options={typeOptions} value={values.type} onChange={(type) => setValues(withType(values, type, field))} />}
      </SettingsRow>
      <div className={styles.settings}>
        <SettingsForm values={values.options} onChange={(options) => setValues({ ...values, options })} field={field} name={values.name} />
        <ConstraintSettings type={values.type} value={values.constraints} onChange={(constraints) => setValues({ ...values, constraints })} />
      </div>
      {warning && <Alert tone="warning">{warning}</Alert>}
      {failure?.message && <Alert tone="error">{failure.message}</Alert>}
      {failure?.refusal && (
        <Alert tone="error">
          {failure.refusal.message}
          {field && failure.refusal.duplicates && onShowDuplicates && (
            <>
              {' '}
              <Button variant="ghost" onClick={() => onShowDuplicates(field, failure.refusal?.duplicates ?? [])}>
                Show duplicates
              </Button>
            </>
          )}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={saving}>
          {field ? (warning ? 'Save anyway' : 'Save') : 'Create field'}
        </Button>
      </div>
    </form>
  );
}
