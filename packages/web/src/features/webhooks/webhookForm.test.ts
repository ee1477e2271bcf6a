import { describe, expect, it } from 'vitest';
import { emptyWebhookForm, headerRow, validateWebhookForm, webhookRequest, type WebhookFormValues } from './webhookForm';

const filled = (patch: Partial<WebhookFormValues> = {}): WebhookFormValues => ({ ...emptyWebhookForm(), name: 'To n8n', url: 'https://example.com/hook', ...patch });

describe('the webhook form', () => {
  it('sends the chosen events, the field choice of rows.updated only while it is chosen, and filled headers', () => {
    const values = filled({
      include_all_events: false,
      events: ['rows.created', 'rows.updated'],
      fieldsByEvent: { 'rows.updated': [3, 4] },
      headers: [headerRow('X-Team', 'ops'), headerRow('', '')],
    });
    expect(webhookRequest(values)).toMatchObject({
      events: ['rows.created', 'rows.updated'],
      event_config: [{ event_type: 'rows.updated', fields: [3, 4] }],
      headers: { 'X-Team': 'ops' },
    });
    expect(webhookRequest({ ...values, events: ['rows.created'] }).event_config).toEqual([]);
    expect(webhookRequest({ ...values, include_all_events: true })).toMatchObject({ events: [], event_config: [] });
    expect(validateWebhookForm(values)).toEqual({});
  });

  it('says what is wrong where it is: name, URL, a header row', () => {
    const errors = validateWebhookForm(
      filled({ name: ' ', url: 'ftp://example.com', headers: [headerRow('X-A', '1'), headerRow('x-a', '2'), headerRow('', 'lonely'), headerRow('Bad Name', 'v'), headerRow('X-B', 'line\nbreak')] }),
    );
    expect(errors.name).toBe('This field is required.');
    expect(errors.url).toBe("Must be a valid url starting with 'https://' or 'http://'.");
    expect(errors['header-1']).toBe('This header is already set above.');
    expect(errors['header-2']).toBe('Enter the header’s name.');
    expect(errors['header-3']).toBe('Not a valid header name.');
    expect(errors['header-4']).toBe('Not a valid header value.');
    expect(errors['header-0']).toBeUndefined();
  });
});
