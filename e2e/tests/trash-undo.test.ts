import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// Issue 33: nothing is lost by a slip. Ada deletes a field that holds values and takes it back with
// Ctrl+Z, values and all; she deletes a row and brings it back from the Trash.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, name: 0, note: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
type Row = Record<string, unknown> & { id: number };
const rows = async () => (await api<{ results: Row[] }>('GET', `/database/rows/table/${ids.table}/`)).results;
const cellOf = (row: number, field: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${field}"]`);
const headerOf = (name: string): Locator => page.locator('[role="columnheader"]').filter({ has: page.getByText(name, { exact: true }) });

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Parts',
    data: [['Name', 'Note'], ['Nuts', 'M4, zinc'], ['Bolts', 'M6, steel'], ['Screws', 'wood']],
    first_row_header: true,
  })).id;
  const fields = await api<{ id: number; name: string }[]>('GET', `/database/fields/table/${ids.table}/`);
  ids.name = fields.find((field) => field.name === 'Name')!.id;
  ids.note = fields.find((field) => field.name === 'Note')!.id;
  // The page lets axe's script in (the app's CSP refuses inline scripts), as the accessibility journey does.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
  await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
  await cellOf(0, ids.note).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('trash and undo', () => {
  it('undoes the deletion of a field with Ctrl+Z, its values back', async () => {
    await page.getByRole('button', { name: 'Note options' }).click();
    await page.getByRole('menuitem', { name: 'Delete field' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete field' }).click();
    await expect.poll(() => headerOf('Note').count()).toBe(0);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Field Note deleted' });
    await expect.poll(() => toast.getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);
    await screenshot(page, 'trash-undo-field-deleted');

    await cellOf(0, ids.name).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => headerOf('Note').count()).toBe(1);
    await expect.poll(() => cellOf(1, ids.note).textContent()).toBe('M6, steel');
    expect((await rows()).map((row) => row[`field_${ids.note}`])).toEqual(['M4, zinc', 'M6, steel', 'wood']);
    await screenshot(page, 'trash-undo-field-back');
  });

  it('restores a deleted row from the Trash', async () => {
    await cellOf(1, ids.name).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete row' }).click();
    await expect.poll(async () => (await rows()).map((row) => row[`field_${ids.name}`])).toEqual(['Nuts', 'Screws']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trash' }).click();
    const trash = page.getByRole('dialog', { name: /^Trash of / });
    const restore = trash.getByRole('button', { name: /^Restore row/ });
    await expect.poll(() => restore.count()).toBe(1);
    expect(await trash.getByRole('list', { name: /^Deleted items of / }).getByRole('listitem').first().textContent()).toContain('Deleted from Parts by Ada');
    await screenshot(page, 'trash-undo-trash-modal');
    expect(await seriousViolations(page)).toEqual([]);

    await restore.click();
    await expect.poll(() => trash.getByText('Nothing in the trash').isVisible()).toBe(true);
    await expect.poll(async () => (await rows()).map((row) => row[`field_${ids.name}`])).toEqual(['Nuts', 'Bolts', 'Screws']);
    await page.keyboard.press('Escape');
    // The grid shows it again without a reload (its place among the rows comes from the server's event).
    await expect.poll(async () => (await page.locator(`[data-row-index] [data-field-id="${ids.name}"]`).allTextContents()).sort()).toEqual(['Bolts', 'Nuts', 'Screws']);
    expect((await rows())[1]?.[`field_${ids.note}`]).toBe('M6, steel');
  });
});
