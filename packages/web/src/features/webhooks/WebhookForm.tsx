import { webhookRequestMethods, type Field, type WebhookRequestMethod } from '@cellar/core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { errorAttributes, FieldError } from '../../ui/FieldError';
import { TextField } from '../../ui/TextField';
import type { WebhookFormState } from './useWebhookFormState';
import { WebhookEventsFields } from './WebhookEventsFields';
import { WebhookHeadersFields } from './WebhookHeadersFields';
import { WebhookTestCall } from './WebhookTestCall';
import styles from './webhooks.module.css';

/** Props of WebhookForm: its state, the table's fields, and what goes between the test call and the end. */
export interface WebhookFormProps {
  label: string;
  tableId: number;
  fields: readonly Field[];
  form: WebhookFormState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the fields (the deactivated notice and the active switch when editing). */
  before?: ReactNode;
  /** The form's buttons and its error, after the test call. */
  children: ReactNode;
  autoFocusName?: boolean;
}

/** The fields of a webhook, as the reference's form has them: name, method and URL, field names, events, headers, a test call. */
export function WebhookForm({ label, tableId, fields, form, onSubmit, before, children, autoFocusName }: WebhookFormProps) {
  const id = useId();
  const { values, errors, change } = form;
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={label} noValidate>
      {before}
      <TextField label="Name" value={values.name} error={errors.name} autoFocus={autoFocusName} onChange={(event) => change({ name: event.target.value })} />
      <div className={styles.methodRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-method`}>
            Method
          </label>
          <select
            id={`${id}-method`}
            className={`${styles.select} ${styles.tall}`}
            value={values.request_method}
            {...errorAttributes(errors.request_method, `${id}-method-error`)}
            onChange={(event) => change({ request_method: event.target.value as WebhookRequestMethod })}
          >
            {webhookRequestMethods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-method-error`} error={errors.request_method} />
        </div>
        <TextField
          className={styles.grow}
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/cellar"
          value={values.url}
          error={errors.url}
          onChange={(event) => change({ url: event.target.value })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>User field names</legend>
        <Checkbox checked={values.use_user_field_names} onCheckedChange={(checked) => change({ use_user_field_names: checked })} label="Use field names instead of ids in the payload" />
      </fieldset>
      <WebhookEventsFields form={form} fields={fields} />
      <WebhookHeadersFields form={form} />
      <WebhookTestCall tableId={tableId} form={form} />
      {children}
    </form>
  );
}
