import { useState } from 'react';
import { validateWebhookForm, type WebhookFormErrors, type WebhookFormValues } from './webhookForm';

// Which messages a change of a value answers: a server's message about it goes once the person edits it.
const errorKeysOf: Partial<Record<keyof WebhookFormValues, (key: string) => boolean>> = {
  name: (key) => key === 'name',
  url: (key) => key === 'url',
  request_method: (key) => key === 'request_method',
  headers: (key) => key === 'headers' || key.startsWith('header-'),
  events: (key) => key === 'events',
  fieldsByEvent: (key) => key === 'events',
  include_all_events: (key) => key === 'events',
};

/**
 * The webhook form's values and the messages to show: the local rules once a save or test was tried
 * (tabbing through stays quiet), and the server's messages until the value they are about changes.
 */
export function useWebhookFormState(initial: () => WebhookFormValues) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<WebhookFormErrors>({});
  const local = validateWebhookForm(values);
  const errors: WebhookFormErrors = { ...serverErrors, ...(checked ? local : {}) };

  const change = (patch: Partial<WebhookFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const answered = Object.keys(patch).map((key) => errorKeysOf[key as keyof WebhookFormValues]).filter(Boolean);
    if (answered.length > 0) setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !answered.some((matches) => matches?.(key)))));
  };

  /** Shows the local rules from now on; true when there is nothing to show. */
  const check = (): boolean => {
    setChecked(true);
    return Object.keys(local).length === 0;
  };

  const reset = (next: WebhookFormValues) => {
    setValues(next);
    setChecked(false);
    setServerErrors({});
  };

  return { values, errors, change, check, setServerErrors, reset };
}

/** What a webhook form's parts get: the values, their messages and how to change them. */
export type WebhookFormState = ReturnType<typeof useWebhookFormState>;
