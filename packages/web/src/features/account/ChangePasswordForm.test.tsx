import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, fakeJwt } from '../../test/fakeServer';
import { renderWithServices } from '../../test/renderWithServices';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fill(oldPassword: string, newPassword: string, repeat: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('Old password'), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText('New password'), newPassword);
  if (repeat) await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('shows the spec messages and sends nothing when the form is incomplete', async () => {
    const { server } = renderWithServices(<ChangePasswordForm />);
    await fill('', '', 'x');
    expect(screen.getByText('An old password is required.')).toBeInTheDocument();
    expect(screen.getByText('A new password is required.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    renderWithServices(<ChangePasswordForm />);
    await fill('old', 'short', 'short');
    expect(screen.getByText('A password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it('replaces the form with a success notice', async () => {
    const { server } = renderWithServices(<ChangePasswordForm />, { 'POST /api/user/change-password/': () => ({ status: 204 }) });
    await fill('old secret', 'new secret', 'new secret');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ old_password: 'old secret', new_password: 'new secret' });
  });

  it('logs in again with the new password so the session survives the change', async () => {
    const { server, services } = renderWithServices(<ChangePasswordForm />, {
      'POST /api/user/token-auth/': () => ({ status: 200, body: { token: fakeJwt(3600), user: ada } }),
      'POST /api/user/change-password/': () => ({ status: 204 }),
    });
    await services.auth.login(ada.username, 'old secret');
    await fill('old secret', 'new secret', 'new secret');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/user/token-auth/', '/api/user/change-password/', '/api/user/token-auth/']);
    expect(server.calls.at(-1)?.body).toEqual({ username: ada.username, password: 'new secret' });
    expect(services.auth.getState().user).toEqual(ada);
  });

  it('explains an invalid old password', async () => {
    renderWithServices(<ChangePasswordForm />, {
      'POST /api/user/change-password/': () => ({ status: 400, body: { error: 'ERROR_INVALID_OLD_PASSWORD', detail: '' } }),
    });
    await fill('wrong one', 'new secret', 'new secret');
    expect(await screen.findByText('Invalid password.')).toBeInTheDocument();
    expect(screen.getByText('Could not change your password because your old password is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toBeInTheDocument();
  });
});
