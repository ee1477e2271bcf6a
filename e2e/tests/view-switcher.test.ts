import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person keeps two views of a table (issue 10, point 1): creates one from the switcher, lands
// in it (its id in the URL), filters it while the first view keeps every row, renames it, switches
// back and forth, and deletes the open view, which takes her to the table's first view.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, firstView: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const footer = (): Promise<string | null> => page.locator('footer').last().textContent();
const path = () => new URL(page.url()).pathname;
const switcher = () => page.getByRole('button', { name: /^View: / });
const views = () => page.getByRole('dialog', { name: 'Views' });

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const data = [['Name'], ['Apple'], ['Banana'], ['Cherry']];
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Fruit', data, first_row_header: true })).id;
  ids.firstView = (await api<{ id: number }[]>('GET', `/database/views/table/${ids.table}/`))[0]!.id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('the view switcher', () => {
  it('creates a view with a required name and opens it, its id in the URL', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await expect.poll(footer).toBe('3 rows');
    expect(await switcher().getAttribute('aria-label')).toBe('View: Grid');
    await switcher().click();
    await views().getByRole('button', { name: 'Create grid view' }).click();
    expect(await views().getByRole('alert').textContent()).toBe('This field is required.');
    await views().getByRole('textbox', { name: 'Name' }).fill('Only bananas');
    await screenshot(page, 'view-switcher');
    await views().getByRole('button', { name: 'Create grid view' }).click();
    await expect.poll(path).toMatch(new RegExp(`^/database/${ids.database}/table/${ids.table}/\\d+$`));
    const created = Number(path().split('/').pop());
    expect(created).not.toBe(ids.firstView);
    await expect.poll(() => switcher().getAttribute('aria-label')).toBe('View: Only bananas');
    // Filtering the new view leaves the first one whole.
    await api('POST', `/database/views/${created}/filters/`, { field: (await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`))[0]!.id, type: 'contains', value: 'ban' });
    await page.reload();
    await expect.poll(footer).toBe('1 row');
  });

  it('renames a view in place and switches between views by their links', async () => {
    await switcher().click();
    await views().getByRole('button', { name: 'Rename view Only bananas' }).click();
    const input = views().getByRole('textbox', { name: 'View name' });
    await input.fill('Bananas');
    await input.press('Enter');
    await expect.poll(() => switcher().getAttribute('aria-label')).toBe('View: Bananas');
    expect(await views().getByRole('link', { name: 'Bananas' }).getAttribute('aria-current')).toBe('page');
    await views().getByRole('link', { name: 'Grid' }).click();
    await expect.poll(path).toBe(`/database/${ids.database}/table/${ids.table}/${ids.firstView}`);
    await expect.poll(footer).toBe('3 rows');
    expect((await api<{ name: string }[]>('GET', `/database/views/table/${ids.table}/`)).map((view) => view.name)).toEqual(['Grid', 'Bananas']);
  });

  it('deletes the open view after confirming and goes to the first view', async () => {
    await switcher().click();
    await views().getByRole('link', { name: 'Bananas' }).click();
    await expect.poll(footer).toBe('1 row');
    await switcher().click();
    await views().getByRole('button', { name: 'Delete view Bananas' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bananas' });
    await screenshot(page, 'view-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete view' }).click();
    await expect.poll(path).toBe(`/database/${ids.database}/table/${ids.table}`);
    await expect.poll(() => switcher().getAttribute('aria-label')).toBe('View: Grid');
    await expect.poll(footer).toBe('3 rows');
    expect((await api<unknown[]>('GET', `/database/views/table/${ids.table}/`)).length).toBe(1);
  });
});
