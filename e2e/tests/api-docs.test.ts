import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { launchBrowser, screenshot, screenshotDir } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage } from '../support/signed-in.js';

// A person with a token opens the API documentation from the token's menu, reads the page of their
// database and copies a request; the page's OpenAPI twin answers at /api/database/:id/schema.json.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let jwt: string;
let database: { id: number; name: string; group: { id: number } };
let table: { id: number };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, jwt, method, path, body);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  jwt = (await api<{ token: string }>('POST', '/user/', { name: 'Ada', email: 'ada@example.com', password: 'analytical engine', authenticate: true })).token;
  [database] = (await api<(typeof database)[]>('GET', '/applications/')) as [typeof database];
  table = await api<{ id: number }>('POST', `/database/tables/database/${database.id}/`, { name: 'Pantry', data: [['Name'], ['Bread']], first_row_header: true });
  await api('POST', `/database/fields/table/${table.id}/`, { name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
  await api('POST', '/database/tokens/', { name: 'Zapier', group: database.group.id });
  page = await signedInPage(browser, cellar.url, jwt);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('the API documentation in the browser', () => {
  it("opens from a token's menu on its group's database", async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'API Tokens' }).click();
    await page.getByRole('button', { name: 'Options for Zapier' }).click();
    await page.getByRole('menuitem', { name: 'View API documentation' }).click();
    await page.getByRole('heading', { level: 1, name: `${database.name} database API` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/api/docs/database/${database.id}`);
  });

  it("documents the table's fields and requests with their real keys", async () => {
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Pantry' }).click();
    const fields = page.getByRole('table', { name: 'Fields of Pantry' });
    await expect.poll(() => fields.getByRole('row', { name: /Price/ }).textContent()).toContain('at most 2 decimal places');
    const pantry = page.getByRole('region', { name: /^Pantry/ });
    const create = pantry.getByRole('article', { name: 'Create a row' });
    await expect.poll(() => create.locator('pre').first().textContent()).toContain(`/api/database/rows/table/${table.id}/`);
    await screenshot(page, 'api-docs-database');
    // The whole page is long: the window as a reader sees it at the table is easier to look at.
    await page.screenshot({ path: resolve(screenshotDir, 'api-docs-table.png') });
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Introduction' }).click();
    await page.screenshot({ path: resolve(screenshotDir, 'api-docs-top.png') });
  });

  it('is served to a browser opening its address directly, and offers the databases at /api/docs', async () => {
    await page.goto(`${cellar.url}/api/docs`);
    await page.getByRole('heading', { level: 1, name: 'Choose a database' }).waitFor();
    await screenshot(page, 'api-docs-choose');
    await page.getByRole('list', { name: 'Databases' }).getByRole('link', { name: new RegExp(database.name) }).click();
    await page.getByRole('heading', { level: 1, name: `${database.name} database API` }).waitFor();
    const schema = await fetch(`${cellar.url}/api/database/${database.id}/schema.json`, { headers: { Authorization: `JWT ${jwt}` } });
    expect(schema.status).toBe(200);
    expect(Object.keys(((await schema.json()) as { paths: object }).paths)).toContain(`/api/database/rows/table/${table.id}/`);
  });
});
