import type { UserGroupInvitation } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupOf, workspaceHandlers, type Handlers } from '../features/groups/groupFixtures';
import { watchConsoleErrors } from '../test/consoleErrors';
import { ada, fakeJwt } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';

const invitation: UserGroupInvitation = {
  id: 8,
  invited_by: 'Grace',
  group: 'Compilers',
  email: 'ada@example.com',
  message: 'Come and help with COBOL.',
  created_on: '2026-01-01T00:00:00Z',
  email_exists: false,
};
const compilers = groupOf(4, 'Compilers', 'MEMBER');
const lookup = (found: Partial<UserGroupInvitation> = {}): Handlers => ({
  'GET /api/groups/invitations/token/tok/': () => ({ status: 200, body: { ...invitation, ...found } }),
});

const consoleErrors = watchConsoleErrors();

describe('group invitation page', () => {
  it('lets someone without an account sign up with the token and lands on the dashboard with the group', async () => {
    const { server, router } = renderApp({
      path: '/group-invitation/tok',
      handlers: {
        ...lookup(),
        ...workspaceHandlers({ groups: [compilers] }),
        'POST /api/user/': () => ({ status: 200, body: { user: ada, token: fakeJwt(3600) } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Join Compilers' })).toBeInTheDocument();
    expect(screen.getByText('Come and help with COBOL.')).toBeInTheDocument();
    expect(screen.getByText('Grace')).toBeInTheDocument();
    // The message and its quote sit under the heading in valid HTML: no <p> inside a <p>.
    expect(consoleErrors()).toEqual([]);
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(server.calls.find((call) => call.path === '/api/user/')?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'analytical',
      authenticate: true,
      group_invitation_token: 'tok',
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: /^Group: ?Compilers ?\. ?Switch group$/ })).toBeInTheDocument();
  });

  it('sends someone with an account to log in first, and back here afterwards', async () => {
    renderApp({ path: '/group-invitation/tok', handlers: lookup({ email_exists: true }) });
    const link = await screen.findByRole('link', { name: /Log in to continue/ });
    expect(link).toHaveAttribute('href', `/login?original=${encodeURIComponent('/group-invitation/tok')}`);
  });

  it('explains that sign-ups are off instead of offering a form the server would refuse', async () => {
    renderApp({ path: '/group-invitation/tok', handlers: { ...lookup(), 'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: false } }) } });
    expect(await screen.findByText('Sign up is disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('says so when the invitation is gone or the link is broken', async () => {
    renderApp({
      path: '/group-invitation/tok',
      handlers: { 'GET /api/groups/invitations/token/tok/': () => ({ status: 404, body: { error: 'ERROR_GROUP_INVITATION_DOES_NOT_EXIST', detail: '' } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Invitation not found.' })).toBeInTheDocument();
  });

  it('explains a tampered link', async () => {
    renderApp({
      path: '/group-invitation/tok',
      handlers: { 'GET /api/groups/invitations/token/tok/': () => ({ status: 400, body: { error: 'BAD_TOKEN_SIGNATURE', detail: '' } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Invalid invitation link.' })).toBeInTheDocument();
  });

  it('accepts for a signed-in person and selects the group on the dashboard', async () => {
    let groups = [groupOf(1, 'Personal')];
    const { router, server } = renderApp({
      path: '/group-invitation/tok',
      token: fakeJwt(3600),
      handlers: {
        ...lookup({ email_exists: true }),
        ...workspaceHandlers({ groups: [] }),
        'GET /api/groups/': () => ({ status: 200, body: groups }),
        'POST /api/groups/invitations/8/accept/': () => {
          groups = [...groups, compilers];
          return { status: 200, body: compilers };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: /^Group: ?Compilers ?\. ?Switch group$/ })).toBeInTheDocument();
    // The link's token goes along: it proves the mail was received, as a verified address would.
    expect(server.calls.find((call) => call.path === '/api/groups/invitations/8/accept/')?.body).toEqual({ token: 'tok' });
  });

  it('warns a signed-in person that the invitation was sent to another address', async () => {
    renderApp({
      path: '/group-invitation/tok',
      token: fakeJwt(3600),
      handlers: { ...lookup({ email: 'someone@else.com', email_exists: true }), ...workspaceHandlers({ groups: [] }) },
    });
    expect(await screen.findByText('This invitation is for someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
