import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person makes a column unique from its settings, is refused a duplicate in the grid with the
// row that holds it named, and is refused the rule on a column that already holds duplicates, whose
// rows one button then filters the view to; and makes a column required.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, fields: {} as Record<string, number> };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const cellOf = (row: number, field: string): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${ids.fields[field]}"]`);

async function editField(name: string): Promise<Locator> {
  await page.getByRole('button', { name: `${name} options` }).click();
  await page.getByRole('menuitem', { name: 'Edit field' }).click();
  return page.getByRole('dialog', { name: 'Change field' });
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const table = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Products',
    data: [['Name', 'Code', 'Maker'], ['Lamp', 'A-1', 'Acme'], ['Desk', 'B-2', 'Acme'], ['Chair', 'C-3', 'Bolt']],
    first_row_header: true,
  });
  ids.table = table.id;
  for (const field of await api<{ id: number; name: string }[]>('GET', `/database/fields/table/${table.id}/`)) ids.fields[field.name] = field.id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('unique and required fields in the browser', () => {
  it('makes a column unique, then refuses a duplicate typed into it, naming the row', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, 'Code').waitFor();
    const form = await editField('Code');
    await form.getByRole('checkbox', { name: 'Unique' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api<{ field_constraints: unknown[] }>('GET', `/database/fields/${ids.fields.Code}/`)).field_constraints).toEqual([{ type_name: 'unique_with_empty' }]);

    await cellOf(1, 'Code').click();
    await page.keyboard.type('A-1');
    await page.keyboard.press('Enter');
    const notice = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => notice.textContent()).toContain('This value is already in row 1, and Code must be unique.');
    await screenshot(page, 'field-constraints-unique-refusal');
    await expect.poll(() => cellOf(1, 'Code').textContent()).toBe('B-2');
  });

  it('is refused the rule on a column holding duplicates, told how many rows', async () => {
    const form = await editField('Maker');
    await form.getByRole('checkbox', { name: 'Unique' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => form.textContent()).toContain('2 rows share one value, so the field cannot be unique.');
    await screenshot(page, 'field-constraints-unique-add-refused');
    await form.getByRole('button', { name: 'Show duplicates' }).click();
    await expect.poll(() => page.locator('footer').textContent()).toBe('2 rows');
    await expect.poll(() => cellOf(1, 'Maker').textContent()).toBe('Acme');
    await screenshot(page, 'field-constraints-show-duplicates');
  });

  it('makes a column required, and the cell editor says why it cannot be emptied', async () => {
    const form = await editField('Name');
    await form.getByRole('checkbox', { name: 'Required' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await cellOf(0, 'Name').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    const alert = cellOf(0, 'Name').getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('This field is required: it cannot be empty.');
    await page.keyboard.press('Escape');
    await expect.poll(() => cellOf(0, 'Name').textContent()).toBe('Lamp');
  });
});
