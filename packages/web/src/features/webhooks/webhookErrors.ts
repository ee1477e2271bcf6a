import { isApiError } from '../../api/ApiError';
import type { ErrorMessage } from '../../api/errorMessages';
import { errorMessageOf } from '../../api/ApiError';
import type { WebhookFormErrors } from './webhookForm';

/** A refused save or test call as the form shows it: messages beside the inputs, and one for the whole request. */
export interface WebhookFailure {
  fields: WebhookFormErrors;
  general: ErrorMessage | null;
}

/**
 * Splits a server refusal: ERROR_REQUEST_BODY_VALIDATION's detail goes beside the inputs it names (a
 * header's message under the headers), a field of the event config no longer in the table beside the
 * events, anything else (the per-table limit, a lost connection) above the form's buttons.
 */
export function webhookFailure(error: unknown): WebhookFailure {
  if (!isApiError(error)) return { fields: {}, general: errorMessageOf(error) };
  if (error.code === 'ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE') return { fields: { events: error.message }, general: null };
  if (error.code !== 'ERROR_REQUEST_BODY_VALIDATION') return { fields: {}, general: errorMessageOf(error) };
  const fields: WebhookFormErrors = {};
  const detail = typeof error.detail === 'object' && error.detail !== null ? (error.detail as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(detail)) {
    const message = firstMessage(value);
    if (message) fields[key === 'event_config' ? 'events' : key] ??= message;
  }
  const placed = Object.keys(fields).filter((key) => key !== 'non_field_errors').length > 0;
  const general = fields.non_field_errors || !placed ? { title: error.title, message: fields.non_field_errors ?? error.message } : null;
  return { fields, general };
}

// DRF's detail nests by key and list index down to `[{error, code}]`; the first message found speaks for the key.
function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.error === 'string') return record.error;
  for (const item of Object.values(record)) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return null;
}
