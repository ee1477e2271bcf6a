import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage } from '../support/signed-in.js';

// One person creates a personal API token in Settings, narrows its read right to one table,
// checks over the REST API that the key reads that table and no other, then rotates the key.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let jwt: string;
const ids = { group: 0, pantry: 0, cellar: 0 };
let groupName = '';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, jwt, method, path, body);

type Token = { id: number; name: string; key: string; permissions: Record<string, unknown> };
const storedToken = async () => (await api<Token[]>('GET', '/database/tokens/'))[0];

/** The status a row listing answers when asked with a database token. */
async function readRowsWith(key: string, tableId: number): Promise<number> {
  const response = await fetch(`${cellar.url}/api/database/rows/table/${tableId}/`, { headers: { Authorization: `Token ${key}` } });
  return response.status;
}

const card = (): Locator => page.getByRole('listitem', { name: 'Zapier' });
const keyField = (): Locator => card().getByLabel('Key of Zapier', { exact: true });

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  jwt = (await api<{ token: string }>('POST', '/user/', { name: 'Ada', email: 'ada@example.com', password: 'analytical engine', authenticate: true })).token;
  const [database] = await api<{ id: number; group: { id: number; name: string } }[]>('GET', '/applications/');
  ids.group = database!.group.id;
  groupName = database!.group.name;
  const create = (name: string) =>
    api<{ id: number }>('POST', `/database/tables/database/${database!.id}/`, { name, data: [['Name'], ['Bread']], first_row_header: true });
  ids.pantry = (await create('Pantry')).id;
  ids.cellar = (await create('Wine cellar')).id;
  page = await signedInPage(browser, cellar.url, jwt);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('personal API tokens in the browser', () => {
  it('opens on an empty list and creates a token in a chosen group', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'API Tokens' }).click();
    await expect.poll(() => page.getByText('You have not created any API tokens yet.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('heading', { name: 'Create new API token' }).waitFor();
    await page.getByLabel('Name').fill('Zapier');
    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByRole('option', { name: groupName }).click();
    // A new token reads only, unless the person ticks more.
    expect(await page.getByRole('group', { name: 'Rights' }).getByRole('checkbox', { name: 'read' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'api-tokens-create');
    await page.getByRole('button', { name: 'Create token' }).click();
    await card().waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Permission states' }).isVisible()).toBe(true);
    const token = await storedToken();
    expect(token).toMatchObject({ name: 'Zapier', permissions: { create: false, read: true, update: false, delete: false } });
    expect(await keyField().getAttribute('type')).toBe('password');
    await screenshot(page, 'api-tokens-list');
    await card().getByRole('button', { name: 'Show token' }).click();
    expect(await keyField().getAttribute('type')).toBe('text');
    expect(await keyField().inputValue()).toBe(token!.key);
    await card().getByRole('button', { name: 'Copy token' }).click();
    await expect.poll(() => card().getByText('Copied!').isVisible()).toBe(true);
    await screenshot(page, 'api-tokens-key-shown');
  });

  it('turns read off, then gives read on one table only', async () => {
    const read = card().getByRole('checkbox', { name: 'read', exact: true });
    await read.click();
    await expect.poll(() => read.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await storedToken())!.permissions.read).toBe(false);
    await card().getByRole('button', { name: 'show databases' }).click();
    await card().getByRole('checkbox', { name: 'read for table Pantry' }).click();
    await expect.poll(async () => (await storedToken())!.permissions.read).toEqual([['table', ids.pantry]]);
    expect(await read.getAttribute('aria-checked')).toBe('mixed');
    await screenshot(page, 'api-tokens-expanded-card');
  });

  it('reads that table with the key, and is refused another', async () => {
    const key = (await storedToken())!.key;
    expect(await readRowsWith(key, ids.pantry)).toBe(200);
    expect(await readRowsWith(key, ids.cellar)).toBe(401);
  });

  it('generates a new key; the old one stops working', async () => {
    const oldKey = (await storedToken())!.key;
    await card().getByRole('button', { name: 'Options for Zapier' }).click();
    await page.getByRole('menuitem', { name: 'Generate new token' }).click();
    await expect.poll(async () => (await storedToken())!.key).not.toBe(oldKey);
    const newKey = (await storedToken())!.key;
    await expect.poll(() => keyField().inputValue()).toBe(newKey);
    expect(await readRowsWith(oldKey, ids.pantry)).toBe(401);
    expect(await readRowsWith(newKey, ids.pantry)).toBe(200);
  });
});
