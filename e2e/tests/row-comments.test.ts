import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// Ada edits a row, opens it, and writes a comment mentioning Bob (a member of her group), picked
// from the suggestions while typing "@". Bob, with the same row open, sees it arrive; the row's
// history shows Ada's edit, old and new value; the grid marks the row with its comment count.
let cellar: CellarProcess;
let browser: Browser;
let ada: Page;
let bob: Page;
const ids = { database: 0, table: 0, name: 0, row: 0, bob: 0 };
let adaToken = '';

const tableUrl = () => `${cellar.url}/database/${ids.database}/table/${ids.table}`;
const visible = (locator: ReturnType<Page['locator']>) => () => locator.isVisible();

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token: adaToken, databaseId: ids.database } = await signUpAda(cellar.url));
  const api = <T>(method: string, path: string, body?: unknown, token = adaToken) => callApi<T>(cellar.url, token, method, path, body);
  const [database] = await api<{ id: number; group: { id: number } }[]>('GET', '/applications/');
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Tasks', data: [['Name'], ['Design'], ['Build']], first_row_header: true })).id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`))[0]!.id;
  ids.row = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${ids.table}/`)).results[0]!.id;
  // Bob joins through the invitation's link (no mail is set up, so the link comes back to Ada).
  const { token: bobToken } = await callApi<{ token: string }>(cellar.url, undefined, 'POST', '/user/', { name: 'Bob', email: 'bob@example.com', password: 'difference engine', authenticate: true });
  const invitation = await api<{ id: number; cellar_link: string }>('POST', `/groups/invitations/group/${database!.group.id}/`, {
    email: 'bob@example.com', permissions: 'MEMBER', message: '', base_url: `${cellar.url}/group-invitation`,
  });
  await api('POST', `/groups/invitations/${invitation.id}/accept/`, { token: invitation.cellar_link.split('/').pop() }, bobToken);
  ids.bob = (await api<{ user_id: number; email: string }[]>('GET', `/groups/users/group/${database!.group.id}/`)).find((user) => user.email === 'bob@example.com')!.user_id;
  // Ada's page lets axe's script in (the app's CSP refuses inline scripts), as the accessibility journey does.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: adaToken, url: cellar.url }]);
  ada = await context.newPage();
  bob = await signedInPage(browser, cellar.url, bobToken);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('row comments and history', () => {
  it('adds a comment with a mention, seen live by another member, and shows the history of an edit', async () => {
    await ada.goto(tableUrl());
    const cell = ada.locator(`[data-row-index="0"] [data-field-id="${ids.name}"]`);
    await cell.click();
    await ada.keyboard.type('Design v2');
    await ada.keyboard.press('Enter');
    await expect.poll(() => cell.textContent()).toBe('Design v2');
    // Bob has the row open while Ada writes.
    await bob.goto(`${tableUrl()}?row=${ids.row}`);
    const bobsRow = bob.getByRole('dialog', { name: 'Design v2' });
    await expect.poll(visible(bobsRow.getByText('No comments yet.'))).toBe(true);

    await cell.click();
    await ada.keyboard.press('Space');
    const row = ada.getByRole('dialog', { name: 'Design v2' });
    const box = row.getByRole('combobox', { name: 'Comment' });
    await box.click();
    await ada.keyboard.type('Please review, @bo');
    await expect.poll(visible(row.getByRole('option', { name: 'Bob' }))).toBe(true);
    await ada.keyboard.press('Enter');
    await ada.keyboard.type('<b>before Friday</b>');
    await ada.keyboard.press('Control+Enter');
    const comments = row.getByRole('list', { name: 'Comments' });
    await expect.poll(() => comments.textContent()).toContain('Please review, @Bob <b>before Friday</b>');
    await screenshot(ada, 'row-comments-thread');

    const stored = await callApi<{ results: { message: { content: { content: { type: string; attrs?: { id: number } }[] }[] } }[] }>(
      cellar.url, adaToken, 'GET', `/row_comments/${ids.table}/${ids.row}/`,
    );
    expect(stored.results[0]!.message.content[0]!.content.filter((node) => node.type === 'mention').map((node) => node.attrs?.id)).toEqual([ids.bob]);
    await expect.poll(() => bobsRow.getByRole('list', { name: 'Comments' }).textContent()).toContain('@Bob <b>before Friday</b>');
    await screenshot(bob, 'row-comments-live');
    expect(await seriousViolations(ada)).toEqual([]);

    await row.getByRole('tab', { name: 'History' }).click();
    const changes = row.getByRole('list', { name: 'Changes' });
    await expect.poll(() => changes.textContent()).toContain('Design → Design v2');
    expect(await changes.textContent()).toContain('Ada');
    await screenshot(ada, 'row-history');
    expect(await seriousViolations(ada)).toEqual([]);

    await ada.keyboard.press('Escape');
    await expect.poll(visible(ada.locator(`[data-row-id="${ids.row}"]`).getByRole('img', { name: '1 comment' }))).toBe(true);
    await screenshot(ada, 'row-comments-badge');
  });
});
