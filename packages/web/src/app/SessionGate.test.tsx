import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, fakeJwt, grace } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';

const loginAs = (user = ada) => ({ 'POST /api/user/token-auth/': () => ({ status: 200, body: { token: fakeJwt(3600), user } }) });

describe('authentication guard', () => {
  it('sends an anonymous visitor to login with the original URL, and back after logging in', async () => {
    const { router } = renderApp({ path: '/dashboard?tab=recent', handlers: loginAs() });
    expect(await screen.findByRole('heading', { name: 'Log in to Cellar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?original=${encodeURIComponent('/dashboard?tab=recent')}`);

    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: /, Ada Lovelace$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=recent');
    await waitFor(() => expect(document.title).toBe('Dashboard // Cellar'));
  });

  it('ignores an original URL pointing to another site', async () => {
    const { router } = renderApp({ path: `/login?original=${encodeURIComponent('//evil.example')}`, handlers: loginAs() });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('restores the session from the cookie on reload', async () => {
    const { router, server } = renderApp({
      path: '/dashboard',
      token: fakeJwt(3600),
      handlers: { 'POST /api/user/token-refresh/': () => ({ status: 200, body: { token: fakeJwt(3600), user: ada } }) },
    });
    expect(await screen.findByRole('heading', { name: /, Ada Lovelace$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(server.calls.some((call) => call.path === '/api/user/token-refresh/')).toBe(true);
  });

  it('shows the network error page when the server cannot be reached on reload', async () => {
    renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers: { 'POST /api/user/token-refresh/': () => 'network' } });
    expect(await screen.findByRole('heading', { name: 'Network error' })).toBeInTheDocument();
    expect(screen.getByText('Could not connect to the API server.')).toBeInTheDocument();
  });

  it('logoff goes to the plain login page', async () => {
    const { router } = renderApp({
      path: '/dashboard',
      token: fakeJwt(3600),
      handlers: { 'POST /api/user/token-refresh/': () => ({ status: 200, body: { token: fakeJwt(3600), user: ada } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for ?Ada Lovelace/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Cellar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('shows the Admin entry to staff only, and refuses non-staff on admin pages', async () => {
    renderApp({
      path: '/admin/settings',
      token: fakeJwt(3600),
      handlers: { 'POST /api/user/token-refresh/': () => ({ status: 200, body: { token: fakeJwt(3600), user: ada } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Forbidden.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens admin settings for staff', async () => {
    renderApp({
      path: '/admin/settings',
      token: fakeJwt(3600),
      handlers: { 'POST /api/user/token-refresh/': () => ({ status: 200, body: { token: fakeJwt(3600), user: grace } }) },
    });
    expect(await screen.findByRole('switch', { name: 'Allow creating new accounts' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the 404 page for unknown URLs, even to anonymous visitors', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    // The title is set by an effect after the page renders, later than the heading on a busy machine.
    await waitFor(() => expect(document.title).toBe('This page could not be found // Cellar'));
  });
});
