import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstLink } from '../../packages/server/test/helpers/smtp-inbox.js';
import { screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';

const journey = useJourney();
const newPage = () => journey.newPerson();

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOff(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/login/);
}

describe('accounts in the browser', () => {
  it('signs up the first account as staff, logs off, and returns to the page first asked for', async () => {
    const page = await newPage();
    await page.goto(`${journey.cellar.url}/signup`);
    await expect.poll(() => page.title()).toMatch(/\/\/ Cellar$/);
    await screenshot(page, 'signup');
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('analytical engine');
    await page.getByLabel('Repeat password').fill('analytical engine');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Ada', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Admin').first().isVisible()).toBe(true);
    await screenshot(page, 'dashboard');

    // The address is confirmed through the link mailed on sign-up.
    const verification = await journey.inbox.waitFor('ada@example.com', { subject: 'Confirm your e-mail address for Cellar' });
    const verificationLink = firstLink(verification);
    expect(verificationLink).toMatch(new RegExp(`^${journey.cellar.url}/verify-email/`));
    await page.goto(verificationLink);
    await expect.poll(() => page.getByText('E-mail address confirmed').isVisible()).toBe(true);
    await screenshot(page, 'verify-email');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/dashboard/);

    await logOff(page);
    await page.goto(`${journey.cellar.url}/admin/settings`);
    await page.waitForURL(/\/login\?original=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('original') ?? '')).toBe('/admin/settings');
    await screenshot(page, 'login');
    await logIn(page, 'ada@example.com', 'analytical engine');
    await page.waitForURL(/\/admin\/settings$/);
    await expect.poll(() => page.getByLabel('Allow creating new accounts').isVisible()).toBe(true);
    await page.context().close();
  });

  it('refuses a wrong password with the reference message', async () => {
    const page = await newPage();
    await page.goto(`${journey.cellar.url}/login`);
    await logIn(page, 'ada@example.com', 'not the password');
    await expect.poll(() => page.getByText('Unable to log in with provided credentials.').isVisible()).toBe(true);
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await newPage();
    await page.goto(`${journey.cellar.url}/forgot-password`);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Check your inbox').isVisible()).toBe(true);

    const mail = await journey.inbox.waitFor('ada@example.com', { subject: 'Reset your Cellar password' });
    const link = firstLink(mail);
    expect(link).toMatch(new RegExp(`^${journey.cellar.url}/reset-password/`));
    await page.goto(link);
    await screenshot(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('difference engine');
    await page.getByLabel('Repeat new password').fill('difference engine');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Password changed').isVisible()).toBe(true);

    await page.goto(`${journey.cellar.url}/login`);
    await logIn(page, 'ada@example.com', 'difference engine');
    await page.waitForURL(/\/dashboard/);

    // The same link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third time lucky');
    await page.getByLabel('Repeat new password').fill('third time lucky');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText(/invalid|expired/i).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('changes the password from Settings, and the success notice replaces the form', async () => {
    const page = await newPage();
    await page.goto(`${journey.cellar.url}/login`);
    await logIn(page, 'ada@example.com', 'difference engine');
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('An old password is required.').isVisible()).toBe(true);
    await page.getByLabel('Old password').fill('difference engine');
    await page.getByLabel('New password', { exact: true }).fill('jacquard loom');
    await page.getByLabel('Repeat new password').fill('jacquard loom');
    await screenshot(page, 'settings-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Password changed').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Old password').count()).toBe(0);
    // Still signed in after the change: the page keeps working.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForURL(/\/dashboard/);
    await page.context().close();
  });

  it('lets staff switch sign-ups off, after which sign-up is refused', async () => {
    const page = await newPage();
    await page.goto(`${journey.cellar.url}/login`);
    await logIn(page, 'ada@example.com', 'jacquard loom');
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${journey.cellar.url}/admin/settings`);
    const toggle = page.getByLabel('Allow creating new accounts');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'admin-settings');
    const settings = async () => ((await (await fetch(`${journey.cellar.url}/api/settings/`)).json()) as { allow_new_signups: boolean });
    await expect.poll(async () => (await settings()).allow_new_signups).toBe(false);

    const visitor = await newPage();
    await visitor.goto(`${journey.cellar.url}/signup`);
    await expect.poll(() => visitor.getByText('Sign up is disabled').isVisible()).toBe(true);
    const api = await fetch(`${journey.cellar.url}/api/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'too late now' }),
    });
    expect(await api.json()).toEqual({ error: 'ERROR_DISABLED_SIGNUP', detail: '' });
    await visitor.context().close();
    await page.context().close();
  });

  it('shows the style guide: a modal closes on Escape and notifications close after 5 s', async () => {
    const page = await newPage();
    // The page's timers run on a clock the test moves: 5 s of a notification's life without waiting them.
    await page.clock.install();
    await page.goto(`${journey.cellar.url}/style-guide`);
    await expect.poll(() => page.getByRole('heading', { name: 'Style guide' }).isVisible()).toBe(true);
    await screenshot(page, 'style-guide');
    await page.getByRole('button', { name: 'Open modal', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const before = await page.getByRole('status').count();
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    await expect.poll(() => page.getByRole('status').count()).toBeGreaterThan(before);
    // Still there 4 s on (the clock also flows by itself: a margin for a slow machine), gone by 5.5 s.
    await page.clock.runFor(4_000);
    expect(await page.getByRole('status').count()).toBeGreaterThan(before);
    await page.clock.runFor(1_500);
    await expect.poll(() => page.getByRole('status').count()).toBe(before);
    await page.context().close();
  });
});
