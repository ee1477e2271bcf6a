import { webhookEventTypes, type WebhookEventType } from '@cellar/core';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';
import { useTestWebhook } from './useWebhooks';
import type { WebhookFormState } from './useWebhookFormState';
import { webhookFailure } from './webhookErrors';
import { webhookRequest } from './webhookForm';
import { callStatusText, isSuccessStatus, webhookEventLabels } from './webhookLabels';
import { CallText } from './CallText';
import styles from './webhooks.module.css';

/**
 * "Trigger test webhook": a sample call of the chosen event, with the form's values as they are, and
 * then the request sent and the answer (or that none came) below the button.
 */
export function WebhookTestCall({ tableId, form }: { tableId: number; form: WebhookFormState }) {
  const id = useId();
  const section = useRef<HTMLDivElement>(null);
  const test = useTestWebhook(tableId);
  const { values } = form;
  const [eventType, setEventType] = useState<WebhookEventType>(values.include_all_events || values.events.length === 0 ? 'rows.created' : values.events[0]!);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const trigger = () => {
    setProblem(null);
    test.reset();
    const formElement = section.current?.closest('form');
    if (!form.check()) {
      if (formElement) focusFirstInvalid(formElement);
      return;
    }
    const { url, request_method, headers, use_user_field_names } = webhookRequest(values);
    test.mutate(
      { url, request_method, headers, use_user_field_names, event_type: eventType },
      {
        onError(error) {
          const failure = webhookFailure(error);
          form.setServerErrors(failure.fields);
          setProblem(failure.general);
          if (formElement && Object.keys(failure.fields).length > 0) focusFirstInvalid(formElement);
        },
      },
    );
  };
  const answer = test.data;
  const result = useRef<HTMLElement>(null);
  // The answer opens below the button, often past the dialog's fold: bring it into view as it arrives.
  useEffect(() => {
    if (answer) result.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer]);
  return (
    <div ref={section} className={styles.testCall}>
      <div className={styles.testControls}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-event`}>
            Test with event
          </label>
          <select id={`${id}-event`} className={styles.select} value={eventType} onChange={(event) => setEventType(event.target.value as WebhookEventType)}>
            {webhookEventTypes.map((type) => (
              <option key={type} value={type}>
                {webhookEventLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <Button icon={<Send size={14} aria-hidden />} loading={test.isPending} onClick={trigger}>
          Trigger test webhook
        </Button>
      </div>
      {problem && (
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
      )}
      {answer && (
        <section ref={result} className={styles.testResult} aria-labelledby={`${id}-result`}>
          <h4 id={`${id}-result`} className={styles.subheading}>
            Test webhook
          </h4>
          <p role="status" className={`${styles.callStatus} ${isSuccessStatus(answer.status_code) ? styles.ok : styles.failed}`}>
            {answer.is_unreachable ? 'Server unreachable' : callStatusText(answer.status_code)}
          </p>
          <CallText label="Request" text={answer.request} />
          {answer.response && <CallText label="Response" text={answer.response} />}
        </section>
      )}
    </div>
  );
}
