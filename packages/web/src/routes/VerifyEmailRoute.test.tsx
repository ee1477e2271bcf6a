import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workspaceHandlers } from '../features/groups/groupFixtures';
import { fakeJwt, grace } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';

describe('e-mail verification page', () => {
  it('confirms the address with the token of the link', async () => {
    const { server } = renderApp({ path: '/verify-email/tok', handlers: { 'POST /api/user/verify-email/': () => ({ status: 204 }) } });
    expect(await screen.findByText('E-mail address confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(server.calls.find((call) => call.path === '/api/user/verify-email/')?.body).toEqual({ token: 'tok' });
  });

  it('offers a signed-in person a new link when this one expired', async () => {
    const { server } = renderApp({
      path: '/verify-email/tok',
      token: fakeJwt(3600),
      handlers: {
        ...workspaceHandlers({ groups: [] }),
        'POST /api/user/verify-email/': () => ({ status: 400, body: { error: 'EXPIRED_TOKEN_SIGNATURE', detail: '' } }),
        'POST /api/user/send-verification-email/': () => ({ status: 204 }),
      },
    });
    expect(await screen.findByText('Link expired.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/user/send-verification-email/')).toBe(true);
  });

  it('says that mail is not set up after asking for a new link, and tells staff where it went', async () => {
    renderApp({
      path: '/verify-email/tok',
      token: fakeJwt(3600),
      handlers: {
        ...workspaceHandlers({ groups: [], user: grace }),
        'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true, cellar_mail_configured: false } }),
        'POST /api/user/verify-email/': () => ({ status: 400, body: { error: 'EXPIRED_TOKEN_SIGNATURE', detail: '' } }),
        'POST /api/user/send-verification-email/': () => ({ status: 204 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    const notice = (await screen.findByText('Mail is not set up')).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'The new confirmation link is written to the server’s log instead: look for the line “mail not sent (no SMTP_HOST configured)”. Set SMTP_HOST to send mail.',
    );
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
  });
});
