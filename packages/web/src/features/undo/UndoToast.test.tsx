import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeJwt, type FakeRequest } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { selectedGroupCookie } from '../groups/selectedGroupCookie';

async function open(handlers: Handlers) {
  const view = renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers });
  await screen.findByRole('navigation', { name: 'Main' });
  return view;
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('undo on the server', () => {
  it('offers "Undo" after a deletion, which asks the server to undo in its scope with the tab’s ClientSessionId', async () => {
    const undone: FakeRequest[] = [];
    const { server } = await open(
      workspaceHandlers(
        { groups: [groupOf(1, 'Engineering')] },
        {
          'DELETE /api/groups/1/': () => ({ status: 204 }),
          'PATCH /api/user/undo/': (request) => {
            undone.push(request);
            return { status: 200, body: { actions: [{ action_type: 'delete_group', action_scope: 'root' }], result_code: 'SUCCESS' } };
          },
        },
      ),
    );
    const user = userEvent.setup();
    await user.click(await sidebar().findByRole('button', { name: 'Options for Engineering' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete group' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Engineering' })).getByRole('button', { name: 'Delete group' }));

    const toast = within(await notifications().findByRole('status'));
    expect(toast.getByText('Group deleted')).toBeInTheDocument();
    const groupsReads = server.calls.filter((call) => call.method === 'GET' && call.path === '/api/groups/').length;
    await user.click(toast.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undone).toHaveLength(1));
    expect(undone[0]?.body).toEqual({ scopes: { root: true } });
    expect(undone[0]?.headers.ClientSessionId).toBe(server.calls[0]?.headers.ClientSessionId);
    // What came back is read again.
    await waitFor(() => expect(server.calls.filter((call) => call.method === 'GET' && call.path === '/api/groups/').length).toBeGreaterThan(groupsReads));
  });

  it('undoes and redoes with the keyboard outside the grid, in the scopes of the page, and says when there is nothing to undo', async () => {
    selectedGroupCookie.set(1);
    const asked: { path: string; body: unknown }[] = [];
    await open(
      workspaceHandlers(
        { groups: [groupOf(1, 'Engineering')] },
        {
          'PATCH /api/user/undo/': ({ path, body }) => (asked.push({ path, body }), { status: 200, body: { actions: [], result_code: 'NOTHING_TO_DO' } }),
          'PATCH /api/user/redo/': ({ path, body }) => (asked.push({ path, body }), { status: 200, body: { actions: [{ action_type: 'update_group', action_scope: 'workspace1' }], result_code: 'SKIPPED_DUE_TO_ERROR' } }),
        },
      ),
    );
    await sidebar().findByRole('button', { name: 'Options for Engineering' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}z{/Control}');
    expect(await notifications().findByText('Nothing to undo')).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(await notifications().findByText('Couldn’t redo that step')).toBeInTheDocument();
    expect(asked).toEqual([
      { path: '/api/user/undo/', body: { scopes: { root: true, workspace: 1 } } },
      { path: '/api/user/redo/', body: { scopes: { root: true, workspace: 1 } } },
    ]);
  });
});
