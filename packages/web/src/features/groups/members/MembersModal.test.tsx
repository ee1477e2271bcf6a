import type { GroupInvitation, GroupUser } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/fakeServer';
import { groupOf, workspaceHandlers, type Handlers } from '../groupFixtures';
import { renderSignedIn } from '../renderSignedIn';
import { MembersModal } from './MembersModal';

const group = groupOf(1, 'Engineering');
const users: GroupUser[] = [
  { id: 11, name: 'Ada Lovelace', email: 'ada@example.com', group: 1, permissions: 'ADMIN', created_on: '2026-01-01T00:00:00Z', user_id: 1 },
  { id: 12, name: 'Charles Babbage', email: 'charles@example.com', group: 1, permissions: 'MEMBER', created_on: '2026-01-02T00:00:00Z', user_id: 2 },
];
const invitation: GroupInvitation = { id: 21, group: 1, email: 'grace@example.com', permissions: 'MEMBER', message: '', created_on: '2026-01-03T00:00:00Z' };

function openMembers(extra: Handlers = {}) {
  return renderSignedIn(
    <MembersModal group={group} open onOpenChange={() => undefined} />,
    workspaceHandlers(
      { groups: [group], user: ada },
      {
        'GET /api/groups/users/group/1/': () => ({ status: 200, body: users }),
        'GET /api/groups/invitations/group/1/': () => ({ status: 200, body: [invitation] }),
        ...extra,
      },
    ),
  );
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('group members dialog', () => {
  it('lists members and invitations; your own row has role and remove disabled', async () => {
    await openMembers();
    expect(await screen.findByRole('dialog', { name: 'Engineering members' })).toBeInTheDocument();
    expect(await screen.findByText('Charles Babbage')).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).getByRole('button', { name: /Role of Ada Lovelace/ })).toBeDisabled();
    expect(within(row('Ada Lovelace')).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeDisabled();
    expect(within(row('Charles Babbage')).getByRole('button', { name: 'Remove Charles Babbage' })).toBeEnabled();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  });

  it('applies a role change at once and rolls it back when the server refuses', async () => {
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const { server } = await openMembers({
      'PATCH /api/groups/users/12/': async () => {
        await refused;
        return { status: 400, body: { error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR', detail: '' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Role of Charles Babbage: Member' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Admin/ }));
    expect(await screen.findByRole('button', { name: 'Role of Charles Babbage: Admin' })).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({ permissions: 'ADMIN' });
    refuse();
    expect(await screen.findByRole('button', { name: 'Role of Charles Babbage: Member' })).toBeInTheDocument();
    expect(await screen.findByText('Action not allowed.')).toBeInTheDocument();
  });

  it('removes an invitation from the list once the server agrees', async () => {
    await openMembers({ 'DELETE /api/groups/invitations/21/': () => ({ status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove invitation for grace@example.com' }));
    await waitFor(() => expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument());
  });

  it('validates the e-mail address before sending', async () => {
    const { server } = await openMembers();
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/groups/'))).toBe(false);
  });

  it('offers the invitation link to copy when the server cannot mail it', async () => {
    const link = `${window.location.origin}/group-invitation/signed-token`;
    await openMembers({
      'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true, cellar_mail_configured: false } }),
      'POST /api/groups/invitations/group/1/': () => ({ status: 200, body: { ...invitation, id: 22, email: 'alan@example.com', cellar_link: link } }),
    });
    expect(await screen.findByText('Mail is not set up')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'alan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Send alan@example.com this link')).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('replaces the entry of a re-invited address and highlights it for 2 seconds', async () => {
    const resent: GroupInvitation = { ...invitation, permissions: 'ADMIN', message: 'Welcome!' };
    const { server } = await openMembers({ 'POST /api/groups/invitations/group/1/': () => ({ status: 200, body: resent }) });
    await screen.findByText('grace@example.com');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Grace@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Role of the invitation: Member' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Admin/ }));
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Welcome!');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(/Welcome!/)).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({
      email: 'Grace@Example.com',
      permissions: 'ADMIN',
      message: 'Welcome!',
      base_url: `${window.location.origin}/group-invitation`,
    });
    const pending = within(screen.getByRole('region', { name: 'Pending invitations' })).getAllByRole('listitem');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toHaveAttribute('data-highlighted', 'true');
    expect(within(pending[0]!).getByRole('button', { name: /Role of grace@example.com: Admin/ })).toBeInTheDocument();
    await waitFor(() => expect(pending[0]).not.toHaveAttribute('data-highlighted'), { timeout: 3000 });
  });

  it('explains an address that already belongs to a member', async () => {
    await openMembers({
      'POST /api/groups/invitations/group/1/': () => ({ status: 400, body: { error: 'ERROR_GROUP_USER_ALREADY_EXISTS', detail: 'The user is already a member.' } }),
    });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'charles@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('User is already in the group.')).toBeInTheDocument();
    expect(screen.getByText('It is not possible to send an invitation when the user is already a member of the group.')).toBeInTheDocument();
  });

  it('says that invitations are not mailed when mail is not set up', async () => {
    await openMembers({ 'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true, cellar_mail_configured: false } }) });
    const form = within(await screen.findByRole('form', { name: 'Invite by e-mail' }));
    expect(await form.findByText('Mail is not set up')).toBeInTheDocument();
    expect(form.getByText(/Each invitation’s link is written to the server’s log instead: ask the person who runs Cellar for it\./)).toBeInTheDocument();
  });
});
