import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstLink } from '../../packages/server/test/helpers/smtp-inbox.js';
import { screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';

const journey = useJourney();
// Each person gets a browser context of their own: separate cookies, separate session.
const newPerson = () => journey.newPerson();

async function signUp(page: Page, name: string, password: string, email?: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  if (email) await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// The name is built from hidden and visible text (issue 17), so Chromium may join the parts with spaces.
const switcher = (page: Page, group: string) =>
  sidebar(page).getByRole('button', { name: new RegExp(`^Group:\\s*${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\.\\s*Switch group$`) });
const visible = (locator: ReturnType<Page['getByText']>) => () => locator.isVisible();

describe('a team shares a group', () => {
  it('A invites B by e-mail; B joins through the link, becomes ADMIN, and is removed again', async () => {
    // A signs up and finds their personal group selected.
    const ada = await newPerson();
    await ada.goto(`${journey.cellar.url}/signup`);
    await signUp(ada, 'Ada', 'analytical engine', 'ada@example.com');
    await expect.poll(visible(switcher(ada, "Ada's group"))).toBe(true);

    // A creates a group from the switcher; it becomes the selected one.
    await switcher(ada, "Ada's group").click();
    await ada.getByRole('dialog', { name: 'Switch group' }).getByRole('button', { name: 'Create group' }).click();
    const create = ada.getByRole('dialog', { name: 'Create new group' });
    await create.getByLabel('Name').fill('Analytical Engine');
    await create.getByRole('button', { name: 'Add group' }).click();
    await expect.poll(visible(switcher(ada, 'Analytical Engine'))).toBe(true);
    await screenshot(ada, 'groups-sidebar');

    // A invites B from 'Invite others'.
    await sidebar(ada).getByRole('button', { name: 'Invite others' }).click();
    const members = ada.getByRole('dialog', { name: 'Analytical Engine members' });
    await members.getByLabel('E-mail address').fill('bob@example.com');
    await members.getByLabel('Message (optional)').fill('Come and build it with me.');
    await members.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(visible(members.getByText('bob@example.com'))).toBe(true);
    await screenshot(ada, 'groups-members-modal');
    await ada.keyboard.press('Escape');

    // B receives the mail over SMTP and opens its link.
    const mail = await journey.inbox.waitFor('bob@example.com');
    expect(mail.subject).toBe('Ada invited you to Analytical Engine');
    const link = firstLink(mail);
    expect(link).toMatch(new RegExp(`^${journey.cellar.url}/group-invitation/`));
    const bob = await newPerson();
    await bob.goto(link);
    await expect.poll(visible(bob.getByText('Come and build it with me.'))).toBe(true);
    await screenshot(bob, 'groups-invitation-page');

    // B signs up there and lands on the dashboard inside the group, with no personal group.
    expect(await bob.getByLabel('E-mail address').inputValue()).toBe('bob@example.com');
    await signUp(bob, 'Bob', 'difference engine');
    await expect.poll(visible(switcher(bob, 'Analytical Engine'))).toBe(true);
    await expect.poll(() => sidebar(bob).getByRole('button', { name: 'Invite others' }).count()).toBe(0);
    await screenshot(bob, 'groups-dashboard-member');

    // A makes B an ADMIN; after a reload B gets the group's options.
    await sidebar(ada).getByRole('button', { name: 'Invite others' }).click();
    await members.getByRole('button', { name: 'Role of Bob: Member' }).click();
    await ada.getByRole('menuitemradio', { name: /Admin/ }).click();
    await expect.poll(visible(members.getByRole('button', { name: 'Role of Bob: Admin' }))).toBe(true);
    await bob.reload();
    await expect.poll(visible(sidebar(bob).getByRole('button', { name: 'Options for Analytical Engine' }))).toBe(true);

    // A removes B; after a reload B no longer sees the group.
    await members.getByRole('button', { name: 'Remove Bob' }).click();
    await expect.poll(() => members.getByText('bob@example.com').count()).toBe(0);
    await bob.reload();
    await expect.poll(visible(sidebar(bob).getByText('You don’t have any groups.'))).toBe(true);
    expect(await switcher(bob, 'Analytical Engine').count()).toBe(0);
    await screenshot(bob, 'groups-removed');

    await ada.context().close();
    await bob.context().close();
  });
});
