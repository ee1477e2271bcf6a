import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

async function submitLogin() {
  await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('validates before sending', async () => {
    const { server } = renderApp({ path: '/login' });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    renderApp({
      path: '/login',
      handlers: { 'POST /api/user/token-auth/': () => ({ status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } }) },
    });
    await submitLogin();
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeInTheDocument();
  });

  it('asks to wait after too many attempts', async () => {
    renderApp({
      path: '/login',
      handlers: { 'POST /api/user/token-auth/': () => ({ status: 429, body: { error: 'ERROR_TOO_MANY_REQUESTS', detail: 'Too many attempts.' } }) },
    });
    await submitLogin();
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByText(/wait a moment/)).toBeInTheDocument();
  });

  it('hides the sign-up link when sign-ups are disabled', async () => {
    renderApp({ path: '/login', handlers: { 'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: false } }) } });
    await screen.findByLabelText('E-mail address');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });
});

describe('sign-up page', () => {
  it('says sign-up is disabled instead of showing the form', async () => {
    renderApp({ path: '/signup', handlers: { 'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: false } }) } });
    expect(await screen.findByText('Sign up is disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('explains an address that already has an account', async () => {
    renderApp({ path: '/signup', handlers: { 'POST /api/user/': () => ({ status: 400, body: { error: 'ERROR_EMAIL_ALREADY_EXISTS', detail: '' } }) } });
    await userEvent.type(await screen.findByLabelText('Your name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('User already exists.')).toBeInTheDocument();
  });

  it('explains a sign-up refused because sign-ups were just disabled', async () => {
    renderApp({ path: '/signup', handlers: { 'POST /api/user/': () => ({ status: 400, body: { error: 'ERROR_DISABLED_SIGNUP', detail: '' } }) } });
    await userEvent.type(await screen.findByLabelText('Your name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign up is disabled.')).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('confirms the same way whether or not the address exists, sending the reset base URL', async () => {
    const { server } = renderApp({ path: '/forgot-password', handlers: { 'POST /api/user/send-reset-password-email/': () => ({ status: 204 }) } });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({ email: 'nobody@example.com', base_url: `${window.location.origin}/reset-password` });
  });

  it('says that mail is not set up, and where the link goes, instead of “Check your inbox”', async () => {
    renderApp({
      path: '/forgot-password',
      handlers: {
        'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true, cellar_mail_configured: false } }),
        'POST /api/user/send-reset-password-email/': () => ({ status: 204 }),
      },
    });
    expect(await screen.findByText('Enter your e-mail address to get a link to choose a new password.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mail is not set upThis Cellar has no SMTP server, so it sends no e-mail. The reset link is written to the server’s log instead: ask the person who runs Cellar for it, or, if that is you, look there for the line “mail not sent (no SMTP_HOST configured)”.',
    );
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Reset link made')).toBeInTheDocument();
    expect(screen.getByText(/The link is written to the server’s log instead/)).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
  });

  it('says when the link is invalid or expired', async () => {
    renderApp({
      path: '/reset-password/abc',
      handlers: { 'POST /api/user/reset-password/': () => ({ status: 400, body: { error: 'EXPIRED_TOKEN_SIGNATURE', detail: '' } }) },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Link expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('confirms a new password and links to login', async () => {
    const { server } = renderApp({ path: '/reset-password/abc', handlers: { 'POST /api/user/reset-password/': () => ({ status: 204 }) } });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(server.calls.at(-1)?.body).toEqual({ token: 'abc', password: 'brand new pass' });
  });
});
