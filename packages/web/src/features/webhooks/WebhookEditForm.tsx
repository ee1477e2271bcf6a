import type { Field, Webhook } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';
import { Switch } from '../../ui/Switch';
import { useDeleteWebhook, useUpdateWebhook } from './useWebhooks';
import { useWebhookFormState } from './useWebhookFormState';
import { webhookFailure, type WebhookFailure } from './webhookErrors';
import { WebhookForm } from './WebhookForm';
import { webhookFormValues, webhookRequest } from './webhookForm';
import styles from './webhooks.module.css';

/** Props of WebhookEditForm; `onDeleted` says where focus goes once the webhook, and this form, are gone. */
export interface WebhookEditFormProps {
  tableId: number;
  webhook: Webhook;
  fields: readonly Field[];
  onDeleted: () => void;
}

/** An existing webhook's form: the same fields as a new one's, an active switch, save and delete (after confirming). */
export function WebhookEditForm({ tableId, webhook, fields, onDeleted }: WebhookEditFormProps) {
  // Read once: a refreshed call log must not undo what the person is typing.
  const form = useWebhookFormState(() => webhookFormValues(webhook));
  const update = useUpdateWebhook(tableId, webhook.id);
  const remove = useDeleteWebhook(tableId, webhook.id);
  const [failure, setFailure] = useState<WebhookFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { values, change } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setFailure(null);
    setSaved(false);
    if (!form.check()) return focusFirstInvalid(element);
    update.mutate(
      { ...webhookRequest(values), active: values.active },
      {
        onSuccess: () => setSaved(true),
        onError(error) {
          const next = webhookFailure(error);
          form.setServerErrors(next.fields);
          setFailure(next);
          focusFirstInvalid(element);
        },
      },
    );
  };
  const notice = !values.active && (
    <Alert
      tone="warning"
      title="Webhook is deactivated"
      action={
        <Button size="sm" onClick={() => change({ active: true })}>
          Activate
        </Button>
      }
    >
      {webhook.active
        ? 'It will not be called once you save.'
        : 'It was switched off, after too many failed calls in a row or by hand. Check its recent calls above, then activate it and save.'}
    </Alert>
  );
  return (
    <>
      <WebhookForm
        label={`Edit ${webhook.name}`}
        tableId={tableId}
        fields={fields}
        form={form}
        onSubmit={submit}
        before={
          <>
            {notice}
            <Switch checked={values.active} onCheckedChange={(active) => change({ active })} label="Active" description="A deactivated webhook is not called." />
          </>
        }
      >
        {failure?.general && (
          <Alert tone="error" title={failure.general.title}>
            {failure.general.message}
          </Alert>
        )}
        <div className={styles.actionsSplit}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <div className={styles.actionsEnd}>
            <span role="status" className={styles.saved}>
              {saved && !update.isPending ? 'Webhook successfully updated.' : ''}
            </span>
            <Button type="submit" variant="primary" loading={update.isPending}>
              Save
            </Button>
          </div>
        </div>
      </WebhookForm>
      <ConfirmDeleteModal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${webhook.name}`}
        message="Are you sure you want to delete this webhook? You will not be able to restore it later."
        confirmLabel="Delete webhook"
        onConfirm={async () => {
          await remove.mutateAsync();
          onDeleted();
        }}
        // The button that opened it goes with the webhook; onDeleted places focus instead.
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
    </>
  );
}
