import type { Field, Webhook } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';
import { useCreateWebhook } from './useWebhooks';
import { useWebhookFormState } from './useWebhookFormState';
import { webhookFailure, type WebhookFailure } from './webhookErrors';
import { WebhookForm } from './WebhookForm';
import { emptyWebhookForm, webhookRequest } from './webhookForm';
import styles from './webhooks.module.css';

/** The "Create webhook" form; the per-table limit and other refusals of the whole request show above its button. */
export function CreateWebhookForm({ tableId, fields, onCreated }: { tableId: number; fields: readonly Field[]; onCreated: (webhook: Webhook) => void }) {
  const form = useWebhookFormState(emptyWebhookForm);
  const create = useCreateWebhook(tableId);
  const [failure, setFailure] = useState<WebhookFailure | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setFailure(null);
    if (!form.check()) return focusFirstInvalid(element);
    create.mutate(webhookRequest(form.values), {
      onSuccess: onCreated,
      onError(error) {
        const next = webhookFailure(error);
        form.setServerErrors(next.fields);
        setFailure(next);
        focusFirstInvalid(element);
      },
    });
  };
  return (
    <WebhookForm label="New webhook" tableId={tableId} fields={fields} form={form} onSubmit={submit} autoFocusName>
      {failure?.general && (
        <Alert tone="error" title={failure.general.title}>
          {failure.general.message}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create webhook
        </Button>
      </div>
    </WebhookForm>
  );
}
