import { fieldScopedWebhookEventTypes, webhookEventTypes, type Field, type WebhookEventType } from '@cellar/core';
import { useId } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { FieldError } from '../../ui/FieldError';
import type { WebhookFormState } from './useWebhookFormState';
import { WebhookFieldPicker } from './WebhookFieldPicker';
import { webhookEventLabels } from './webhookLabels';
import styles from './webhooks.module.css';

/** "Which events should trigger this webhook?": everything, or a checklist where rows.updated can be narrowed to some fields. */
export function WebhookEventsFields({ form, fields }: { form: WebhookFormState; fields: readonly Field[] }) {
  const id = useId();
  const { values, errors, change } = form;
  const toggle = (event: WebhookEventType, on: boolean) =>
    change({ events: on ? [...values.events, event] : values.events.filter((chosen) => chosen !== event) });
  return (
    <fieldset className={styles.fieldset} aria-describedby={errors.events ? `${id}-error` : undefined}>
      <legend className={styles.label}>Which events should trigger this webhook?</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-scope`} checked={values.include_all_events} onChange={() => change({ include_all_events: true })} />
          Send me everything
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-scope`} checked={!values.include_all_events} onChange={() => change({ include_all_events: false })} />
          Let me select individual events
        </label>
      </div>
      {!values.include_all_events && (
        <ul className={styles.events} aria-label="Events">
          {webhookEventTypes.map((event) => {
            const chosen = values.events.includes(event);
            return (
              <li key={event} className={styles.event}>
                <Checkbox checked={chosen} onCheckedChange={(on) => toggle(event, on)} label={webhookEventLabels[event]} />
                {fieldScopedWebhookEventTypes.includes(event) && (
                  <WebhookFieldPicker
                    label={`Fields whose change triggers “${webhookEventLabels[event]}”`}
                    fields={fields}
                    chosen={values.fieldsByEvent[event] ?? []}
                    disabled={!chosen}
                    onChange={(ids) => change({ fieldsByEvent: { ...values.fieldsByEvent, [event]: ids } })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={errors.events} />
    </fieldset>
  );
}
