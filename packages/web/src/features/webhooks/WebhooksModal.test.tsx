import type { Webhook, WebhookCall } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../test/fakeServer';
import { groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { renderSignedIn } from '../groups/renderSignedIn';
import { WebhooksModal } from './WebhooksModal';

const fields = [
  { id: 31, name: 'Name', type: 'text', primary: true, order: 0, table_id: 5 },
  { id: 32, name: 'Status', type: 'text', primary: false, order: 1, table_id: 5 },
];
const call = (id: number, status: number | null, patch: Partial<WebhookCall> = {}): WebhookCall => ({
  id,
  event_id: `e-${id}`,
  event_type: 'rows.updated',
  called_time: '2026-11-29T10:15:30Z',
  called_url: 'https://hooks.example.com/in',
  request: 'POST /in HTTP/1.1\r\nContent-Type: application/json\r\n\r\n{"event_type":"rows.updated"}',
  response: status === null ? '' : `HTTP/1.1 ${status}\r\n\r\nthanks`,
  response_status: status,
  error: status === null ? 'connect ECONNREFUSED' : '',
  ...patch,
});
const webhook = (patch: Partial<Webhook> = {}): Webhook => ({
  id: 9,
  name: 'To n8n',
  url: 'https://hooks.example.com/in',
  request_method: 'POST',
  include_all_events: false,
  events: ['rows.updated'],
  event_config: [{ event_type: 'rows.updated', fields: [32] }],
  headers: { 'X-Team': 'ops' },
  use_user_field_names: true,
  active: true,
  failed_triggers: 0,
  secret: 'whsec_abc123',
  created_on: '2026-11-29T09:00:00Z',
  updated_on: '2026-11-29T09:00:00Z',
  calls: [],
  ...patch,
});

/** Puts text into an input as a paste: one change rather than a render per key of a long URL. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The modal opened from a button, over a fake server; the button shows where focus returns. */
async function renderModal(extra: Handlers) {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open webhooks
        </button>
        <WebhooksModal table={{ id: 5, name: 'Projects' }} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const view = await renderSignedIn(
    <Opener />,
    workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, { 'GET /api/database/fields/table/5/': () => ({ status: 200, body: fields }), ...extra }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Open webhooks' }));
  return { view, dialog: await screen.findByRole('dialog', { name: 'Projects webhooks' }) };
}

describe('a table’s webhooks', () => {
  it('says what is wrong beside the input it is about, and the per-table limit above the button', async () => {
    let answer = 0;
    const { dialog } = await renderModal({
      'GET /api/database/webhooks/table/5/': () => ({ status: 200, body: [] }),
      'POST /api/database/webhooks/table/5/': () => {
        answer++;
        return answer === 1
          ? { status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { url: [{ error: 'This address is not allowed.', code: 'invalid_url' }] } } }
          : { status: 400, body: { error: 'ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED', detail: 'The maximum number of webhooks per table has been exceeded.' } };
      },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create webhook' }));
    const form = within(dialog).getByRole('form', { name: 'New webhook' });
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveFocus();
    // Nothing filled: the local rules speak, and focus goes to the first of them.
    await userEvent.click(within(form).getByRole('button', { name: 'Create webhook' }));
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();

    await fill(name, 'To n8n');
    await fill(within(form).getByLabelText('URL'), 'https://hooks.example.com/in');
    await userEvent.click(within(form).getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(within(form).getByLabelText('URL')).toHaveAccessibleDescription('This address is not allowed.'));
    expect(within(form).getByLabelText('URL')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Create webhook' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("Can't create the webhook because the maximum amount of webhooks per table has been exceeded.");
  });

  it('creates one with chosen events, a field filter and a header, and lists it', async () => {
    const created: FakeRequest[] = [];
    const { dialog } = await renderModal({
      'GET /api/database/webhooks/table/5/': () => ({ status: 200, body: [] }),
      'POST /api/database/webhooks/table/5/': (request) => {
        created.push(request);
        return { status: 200, body: webhook() };
      },
    });
    expect(await within(dialog).findByText(/You have not created any webhooks yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    const form = within(dialog).getByRole('form', { name: 'New webhook' });
    await fill(within(form).getByLabelText('Name'), 'To n8n');
    await fill(within(form).getByLabelText('URL'), 'https://hooks.example.com/in');
    await userEvent.click(within(form).getByRole('radio', { name: 'Let me select individual events' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Rows are updated' }));
    await userEvent.click(within(form).getByRole('button', { name: /^Fields whose change triggers “Rows are updated”: When any field changes$/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Status' }));
    // Escape closes the field list only, not the dialog around it.
    await userEvent.keyboard('{Escape}');
    expect(within(form).getByRole('button', { name: /When Status changes$/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Projects webhooks' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add header' }));
    expect(within(form).getByLabelText('Header 1 name')).toHaveFocus();
    await userEvent.paste('X-Team');
    await fill(within(form).getByLabelText('Header 1 value'), 'ops');
    await userEvent.click(within(form).getByRole('button', { name: 'Create webhook' }));

    const list = await within(dialog).findByRole('list', { name: 'Webhooks of Projects' });
    expect(within(list).getByRole('heading', { name: 'To n8n' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Webhook “To n8n” created.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create webhook' })).toHaveFocus());
    expect(created[0]?.body).toEqual({
      name: 'To n8n',
      url: 'https://hooks.example.com/in',
      request_method: 'POST',
      use_user_field_names: true,
      include_all_events: false,
      events: ['rows.updated'],
      event_config: [{ event_type: 'rows.updated', fields: [32] }],
      headers: { 'X-Team': 'ops' },
    });
  });

  it('triggers a test call with the form as it is and shows the request and the answer, or that none came', async () => {
    const tests: FakeRequest[] = [];
    const { dialog } = await renderModal({
      'GET /api/database/webhooks/table/5/': () => ({ status: 200, body: [] }),
      'POST /api/database/webhooks/table/5/test-call/': (request) => {
        tests.push(request);
        return tests.length === 1
          ? { status: 200, body: { request: 'POST /in HTTP/1.1\r\n\r\n{"items":[]}', response: 'HTTP/1.1 200 OK\r\n\r\nthanks', status_code: 200, is_unreachable: false } }
          : { status: 200, body: { request: 'POST /in HTTP/1.1', response: '', status_code: null, is_unreachable: true } };
      },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create webhook' }));
    const form = within(dialog).getByRole('form', { name: 'New webhook' });
    await fill(within(form).getByLabelText('Name'), 'Test');
    await fill(within(form).getByLabelText('URL'), 'http://127.0.0.1:9/in');
    await userEvent.selectOptions(within(form).getByLabelText('Test with event'), 'rows.deleted');
    await userEvent.click(within(form).getByRole('button', { name: 'Trigger test webhook' }));
    const result = await within(form).findByRole('region', { name: 'Test webhook' });
    expect(within(result).getByRole('status')).toHaveTextContent('200 OK');
    expect(within(result).getByText(/"items":\[\]/)).toBeInTheDocument();
    expect(within(result).getByText(/thanks/)).toBeInTheDocument();
    expect(tests[0]?.body).toEqual({ url: 'http://127.0.0.1:9/in', request_method: 'POST', headers: {}, use_user_field_names: true, event_type: 'rows.deleted' });

    await userEvent.click(within(form).getByRole('button', { name: 'Trigger test webhook' }));
    expect(await within(form).findByText('Server unreachable')).toBeInTheDocument();
  });

  it('opens a webhook to its secret and calls, reactivates it, and deletes it after confirming', async () => {
    const updates: FakeRequest[] = [];
    let deleted = false;
    const failing = webhook({ active: false, failed_triggers: 8, calls: [call(2, null), call(1, 200)] });
    const { dialog } = await renderModal({
      'GET /api/database/webhooks/table/5/': () => ({ status: 200, body: deleted ? [] : [failing] }),
      'PATCH /api/database/webhooks/9/': (request) => {
        updates.push(request);
        return { status: 200, body: { ...failing, active: true, failed_triggers: 0 } };
      },
      'DELETE /api/database/webhooks/9/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const item = within(await within(dialog).findByRole('list', { name: 'Webhooks of Projects' })).getByRole('listitem', { name: 'To n8n' });
    expect(within(item).getByText('Deactivated · 8 failed in a row')).toBeInTheDocument();
    expect(within(item).getByText('POST')).toBeInTheDocument();
    expect(within(item).getByText('Server unreachable')).toBeInTheDocument();

    const details = within(item).getByRole('button', { name: 'Details of To n8n' });
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).getByText('whsec_abc123')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Copy signing secret' })).toBeInTheDocument();

    const calls = within(item).getByRole('list', { name: 'Calls of To n8n' });
    const [failed, ok] = within(calls).getAllByRole('button');
    expect(failed).toHaveTextContent('Failed: connect ECONNREFUSED');
    expect(ok).toHaveTextContent('200 OK');
    await userEvent.click(ok!);
    expect(ok).toHaveAttribute('aria-expanded', 'true');
    expect(within(calls).getByText(/HTTP\/1.1 200/)).toBeInTheDocument();

    const form = within(item).getByRole('form', { name: 'Edit To n8n' });
    expect(within(form).getByRole('button', { name: /When Status changes$/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Header 1 name')).toHaveValue('X-Team');
    await userEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(within(form).getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Webhook successfully updated.')).toBeInTheDocument();
    expect(updates[0]?.body).toMatchObject({ active: true, events: ['rows.updated'], headers: { 'X-Team': 'ops' } });

    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete To n8n' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete To n8n' })).toBeNull());
    expect(await within(dialog).findByText(/You have not created any webhooks yet/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create webhook' })).toHaveFocus());
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { dialog } = await renderModal({ 'GET /api/database/webhooks/table/5/': () => ({ status: 200, body: [] }) });
    await within(dialog).findByText(/You have not created any webhooks yet/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open webhooks' })).toHaveFocus();
  });
});
