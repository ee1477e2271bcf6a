import type { UserGroupInvitation } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { selectedGroupCookie } from '../groups/selectedGroupCookie';

const invitation: UserGroupInvitation = {
  id: 8,
  invited_by: 'Grace',
  group: 'Compilers',
  email: 'ada@example.com',
  message: '',
  created_on: '2026-01-01T00:00:00Z',
  email_exists: null,
};

// Resolves once the app layout's content area is on screen.
async function openDashboard(handlers: Handlers) {
  const view = renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers });
  await screen.findByRole('main');
  return view;
}

const main = () => within(screen.getByRole('main'));

describe('dashboard', () => {
  it('shows a group’s applications as tiles that open the database', async () => {
    const applications = [databaseOf(3, 1, 'Roadmap', ['Backlog', 'Releases']), databaseOf(4, 1, 'Notes', ['Ideas'])];
    const { router } = await openDashboard(workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications }));
    const tile = await screen.findByRole('button', { name: /Roadmap.*2 tables/ });
    expect(screen.getByRole('button', { name: /Notes.*1 table$/ })).toBeInTheDocument();
    await userEvent.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/3/table/30'));
  });

  it('shows every group with its databases, not only the selected one; a tile selects its group', async () => {
    selectedGroupCookie.set(1);
    const applications = [databaseOf(3, 1, 'Roadmap', ['Backlog']), databaseOf(5, 2, 'Campaigns', ['Spring', 'Autumn'])];
    const { router } = await openDashboard(workspaceHandlers({ groups: [groupOf(1, 'Engineering'), groupOf(2, 'Marketing', 'MEMBER')] }, { 'GET /api/applications/': () => ({ status: 200, body: applications }) }));
    const engineering = within(await main().findByRole('region', { name: 'Engineering' }));
    const marketing = within(main().getByRole('region', { name: 'Marketing' }));
    expect(engineering.getByRole('button', { name: /Roadmap.*1 table$/ })).toBeInTheDocument();
    expect(engineering.queryByRole('button', { name: /Campaigns/ })).toBeNull();
    expect(marketing.getByText(/You’re a member/)).toBeInTheDocument();
    await userEvent.click(marketing.getByRole('button', { name: /Campaigns.*2 tables/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/5/table/50'));
    expect(selectedGroupCookie.get()).toBe(2);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /^Group: ?Marketing ?\. ?Switch group$/ })).toBeInTheDocument();
  });

  it('offers Create group beside the groups, its name field ready for typing', async () => {
    await openDashboard(workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new group' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  });

  it('puts pending invitations on top; accepting one joins and selects the group', async () => {
    const compilers = groupOf(4, 'Compilers', 'MEMBER');
    await openDashboard(
      workspaceHandlers(
        { groups: [groupOf(1, 'Engineering')] },
        {
          'GET /api/user/dashboard/': () => ({ status: 200, body: { group_invitations: [invitation] } }),
          'POST /api/groups/invitations/8/accept/': () => ({ status: 200, body: compilers }),
        },
      ),
    );
    const invitations = within(await screen.findByRole('region', { name: 'Invitations' }));
    expect(invitations.getByText('Compilers')).toBeInTheDocument();
    await userEvent.click(invitations.getByRole('button', { name: 'Accept' }));
    expect(await main().findByRole('heading', { name: 'Compilers' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('removes a rejected invitation', async () => {
    const { server } = await openDashboard(
      workspaceHandlers(
        { groups: [] },
        {
          'GET /api/user/dashboard/': () => ({ status: 200, body: { group_invitations: [invitation] } }),
          'POST /api/groups/invitations/8/reject/': () => ({ status: 204 }),
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.path === '/api/groups/invitations/8/reject/')).toBe(true);
  });

  it('says when there are no groups', async () => {
    await openDashboard(workspaceHandlers({ groups: [] }));
    expect(await main().findByText('You don’t have any groups.')).toBeInTheDocument();
  });

  it('offers Create new for an empty group', async () => {
    await openDashboard(workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }));
    expect(await main().findByText('No databases yet')).toBeInTheDocument();
    await userEvent.click(main().getAllByRole('button', { name: 'Create new' })[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Database' }));
    expect(await screen.findByRole('dialog', { name: 'Create new Database' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Database' })).toBeInTheDocument();
  });
});
