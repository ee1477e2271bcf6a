import type { DatabaseToken } from '@cellar/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { renderSignedIn } from '../groups/renderSignedIn';
import { ApiTokensSettings } from './ApiTokensSettings';

const groups = [groupOf(1, 'Engineering'), groupOf(2, 'Sales')];
const shop = databaseOf(5, 1, 'Shop', ['Orders', 'Customers']);
const all = { create: true, read: true, update: true, delete: true };
const tokenOf = (id: number, name: string, permissions: DatabaseToken['permissions'] = all): DatabaseToken => ({
  id,
  name,
  group: 1,
  key: `key${id}`.padEnd(32, 'x'),
  permissions,
});

function openTokens(tokens: DatabaseToken[], extra: Handlers = {}) {
  return renderSignedIn(
    <ApiTokensSettings />,
    workspaceHandlers({ groups, applications: [shop] }, { 'GET /api/database/tokens/': () => ({ status: 200, body: tokens }), ...extra }),
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('API tokens settings', () => {
  it('says so when there are no tokens, without the legend', async () => {
    await openTokens([]);
    expect(await screen.findByText('You have not created any API tokens yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Permission states' })).not.toBeInTheDocument();
  });

  it('shows a card per token and the legend of the three states', async () => {
    await openTokens([tokenOf(1, 'Zapier'), tokenOf(2, 'Backup', { ...all, read: [['table', 50]], delete: false })]);
    expect(await screen.findByRole('listitem', { name: 'Zapier' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Permission states' });
    expect(within(legend).getByText('full permissions including all children')).toBeInTheDocument();
    expect(within(legend).getByText('only selected children')).toBeInTheDocument();
    const backup = card('Backup');
    expect(within(backup).getByRole('checkbox', { name: 'create' })).toHaveAttribute('aria-checked', 'true');
    expect(within(backup).getByRole('checkbox', { name: 'read' })).toHaveAttribute('aria-checked', 'mixed');
    expect(within(backup).getByRole('checkbox', { name: 'delete' })).toHaveAttribute('aria-checked', 'false');
  });

  it('hides the key until asked, and copies it', async () => {
    await openTokens([tokenOf(1, 'Zapier')]);
    const zapier = await screen.findByRole('listitem', { name: 'Zapier' });
    const key = within(zapier).getByLabelText('Key of Zapier');
    expect(key).toHaveAttribute('type', 'password');
    await userEvent.click(within(zapier).getByRole('button', { name: 'Show token' }));
    expect(key).toHaveAttribute('type', 'text');
    expect(key).toHaveValue(tokenOf(1, 'Zapier').key);
    await userEvent.click(within(zapier).getByRole('button', { name: 'Hide token' }));
    expect(key).toHaveAttribute('type', 'password');
    await userEvent.click(within(zapier).getByRole('button', { name: 'Copy token' }));
    expect(await within(zapier).findByText('Copied!')).toBeInTheDocument();
  });

  it('turns an operation off at once and back on when the server refuses', async () => {
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const { server } = await openTokens([tokenOf(1, 'Zapier')], {
      'PATCH /api/database/tokens/1/': async () => {
        await refused;
        return { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: 'The user is not in the group.' } };
      },
    });
    const zapier = await screen.findByRole('listitem', { name: 'Zapier' });
    await userEvent.click(within(zapier).getByRole('checkbox', { name: 'read' }));
    expect(within(zapier).getByRole('checkbox', { name: 'read' })).toHaveAttribute('aria-checked', 'false');
    expect(server.calls.at(-1)?.body).toEqual({ permissions: { ...all, read: false } });
    await act(async () => refuse());
    await waitFor(() => expect(within(zapier).getByRole('checkbox', { name: 'read' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('gives one table on its own once the databases are shown, following the expansion rules', async () => {
    const { server } = await openTokens([tokenOf(1, 'Zapier', { ...all, update: [['database', 5]] })], {
      'PATCH /api/database/tokens/1/': (request) => ({ status: 200, body: { ...tokenOf(1, 'Zapier'), ...(request.body as object) } }),
    });
    const zapier = await screen.findByRole('listitem', { name: 'Zapier' });
    await userEvent.click(within(zapier).getByRole('button', { name: 'show databases' }));
    expect(within(zapier).getByRole('checkbox', { name: 'update for database Shop' })).toHaveAttribute('aria-checked', 'true');
    // Taking one table out of a database that is on lists its other table instead.
    await userEvent.click(within(zapier).getByRole('checkbox', { name: 'update for table Orders' }));
    expect(server.calls.at(-1)?.body).toEqual({ permissions: { ...all, update: [['table', 51]] } });
    expect(within(zapier).getByRole('checkbox', { name: 'update for database Shop' })).toHaveAttribute('aria-checked', 'mixed');
    expect(within(zapier).getByRole('checkbox', { name: 'update for table Orders' })).not.toBeChecked();
    // Turning the database on again replaces its table entries with the database.
    await userEvent.click(within(zapier).getByRole('checkbox', { name: 'update for database Shop' }));
    expect(server.calls.at(-1)?.body).toEqual({ permissions: { ...all, update: [['database', 5]] } });
  });

  it('rotates the key and shows the new one', async () => {
    const { server } = await openTokens([tokenOf(1, 'Zapier')], {
      'PATCH /api/database/tokens/1/': () => ({ status: 200, body: { ...tokenOf(1, 'Zapier'), key: 'N'.repeat(32) } }),
    });
    const zapier = await screen.findByRole('listitem', { name: 'Zapier' });
    await userEvent.click(within(zapier).getByRole('button', { name: 'Options for Zapier' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Generate new token' }));
    expect(server.calls.at(-1)?.body).toEqual({ rotate_key: true });
    await waitFor(() => expect(within(zapier).getByLabelText('Key of Zapier')).toHaveValue('N'.repeat(32)));
  });

  it('deletes a token after confirmation', async () => {
    await openTokens([tokenOf(1, 'Zapier')], { 'DELETE /api/database/tokens/1/': () => ({ status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Zapier' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete token' }));
    expect(await screen.findByText('You have not created any API tokens yet.')).toBeInTheDocument();
  });

  it('renames a token in place', async () => {
    const { server } = await openTokens([tokenOf(1, 'Zapier')], {
      'PATCH /api/database/tokens/1/': () => ({ status: 200, body: tokenOf(1, 'Make') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Zapier' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'Token name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Make{Enter}');
    expect(server.calls.at(-1)?.body).toEqual({ name: 'Make' });
    expect(await screen.findByRole('listitem', { name: 'Make' })).toBeInTheDocument();
  });

  it('creates a token in a chosen group, read only unless other rights are picked, and returns to the list with it', async () => {
    let saved = () => {};
    const saving = new Promise<void>((resolve) => (saved = resolve));
    const stored: DatabaseToken[] = [];
    const { server } = await openTokens(stored, {
      'POST /api/database/tokens/': async ({ body }) => {
        await saving;
        stored.push({ ...tokenOf(7, 'Backup'), group: 2, permissions: (body as Pick<DatabaseToken, 'permissions'>).permissions });
        return { status: 200, body: stored[0] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(screen.getByRole('heading', { name: 'Create new API token' })).toBeInTheDocument();
    // A field left empty after touching says so; so does a submit without a group.
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'x{Backspace}');
    await userEvent.tab();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Backup');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    const rights = screen.getByRole('group', { name: 'Rights' });
    expect(within(rights).getByRole('checkbox', { name: 'read' })).toBeChecked();
    expect(within(rights).getByRole('checkbox', { name: 'create' })).not.toBeChecked();
    await userEvent.click(within(rights).getByRole('checkbox', { name: 'update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    // The picked rights go with the token in one request: it never holds more (issue 38).
    expect(server.calls.at(-1)?.body).toEqual({ name: 'Backup', group: 2, permissions: { create: false, read: true, update: true, delete: false } });
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    await act(async () => saved());
    const backup = await screen.findByRole('listitem', { name: 'Backup' });
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(within(backup).getByRole('checkbox', { name: 'read' })).toHaveAttribute('aria-checked', 'true');
    expect(within(backup).getByRole('checkbox', { name: 'delete' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'Personal API tokens' })).toBeInTheDocument();
  });

  it('says why a token could not be made, and stays on the form', async () => {
    const { server } = await openTokens([], {
      'POST /api/database/tokens/': () => ({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: 'The user is not in the group.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Mirror');
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Engineering' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST' && call.path === '/api/database/tokens/')).toHaveLength(1);
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Create new API token' })).toBeInTheDocument();
  });

  it('goes back to the overview without creating', async () => {
    await openTokens([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(await screen.findByRole('heading', { name: 'Personal API tokens' })).toBeInTheDocument();
  });
});
