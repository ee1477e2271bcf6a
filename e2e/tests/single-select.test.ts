import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person makes a single select field with two options, picks one in a cell, creates a third
// from a cell's dropdown, and finds both after a reload.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, view: 0, name: 0, fruit: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

type Option = { id: number; value: string; color: string };
const fruitField = () => api<{ select_options: Option[] }>('GET', `/database/fields/${ids.fruit}/`);
const fruitCells = async () =>
  (await api<{ results: Record<string, unknown>[] }>('GET', `/database/views/grid/${ids.view}/?limit=100&offset=0`)).results.map((row) => row[`field_${ids.fruit}`]);
const header = (name: string): Locator => page.locator('[role="columnheader"]').filter({ has: page.getByText(name, { exact: true }) });
const cellOf = (row: number, fieldId: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${fieldId}"]`);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const table = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Pantry', data: [['Name'], ['Bread'], ['Cheese']], first_row_header: true });
  ids.table = table.id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${table.id}/`))[0]!.id;
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${table.id}/`))[0]!.id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('a single select field in the browser', () => {
  it('is created with two options, one recoloured from the palette', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, ids.name).waitFor();
    await page.getByRole('button', { name: 'Create field' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Fruit');
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Single select', exact: true }).click();
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.keyboard.type('Apple');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.keyboard.type('Banana');
    await page.getByRole('button', { name: /^Colour of Banana/ }).click();
    const palette = page.getByRole('radiogroup', { name: 'Colour' });
    await palette.waitFor();
    expect(await palette.getByRole('radio').count()).toBe(15);
    const swatch = (await palette.getByRole('radio').first().boundingBox())!;
    expect([Math.round(swatch.width), Math.round(swatch.height)]).toEqual([28, 28]);
    await screenshot(page, 'single-select-options-palette');
    await palette.getByRole('radio', { name: 'dark green' }).click();
    await page.getByRole('button', { name: 'Create field', exact: true }).last().click();
    await header('Fruit').waitFor();
    ids.fruit = Number(await header('Fruit').getAttribute('data-header-field-id'));
    expect((await fruitField()).select_options.map(({ value, color }) => [value, color])).toEqual([
      ['Apple', expect.any(String)],
      ['Banana', 'dark-green'],
    ]);
  });

  it('picks an option in a cell from the searchable dropdown', async () => {
    await cellOf(0, ids.fruit).click();
    await page.keyboard.press('Enter');
    const dropdown = page.getByRole('dialog', { name: 'Choose Fruit' });
    await dropdown.waitFor();
    await page.keyboard.type('ban');
    await dropdown.getByRole('option', { name: 'Banana' }).click();
    await expect.poll(() => cellOf(0, ids.fruit).textContent()).toBe('Banana');
    await expect.poll(async () => (await fruitCells())[0]).toMatchObject({ value: 'Banana', color: 'dark-green' });
  });

  it("creates a new option from a cell's dropdown and chooses it", async () => {
    await cellOf(1, ids.fruit).click();
    await page.keyboard.type('Kiwi');
    const dropdown = page.getByRole('dialog', { name: 'Choose Fruit' });
    await expect.poll(() => dropdown.getByRole('status').textContent()).toBe('Option not found');
    await expect.poll(() => dropdown.getByRole('option', { name: 'Create Kiwi' }).isVisible()).toBe(true);
    await screenshot(page, 'single-select-create-option');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(1, ids.fruit).textContent()).toBe('Kiwi');
    await expect.poll(() => dropdown.count()).toBe(0);
    const options = (await fruitField()).select_options;
    expect(options.map((option) => option.value)).toEqual(['Apple', 'Banana', 'Kiwi']);
    await expect.poll(fruitCells).toEqual([expect.objectContaining({ value: 'Banana' }), options[2]]);
  });

  it('keeps the choices after a reload', async () => {
    await page.reload();
    await cellOf(0, ids.fruit).waitFor();
    expect(await cellOf(0, ids.fruit).textContent()).toBe('Banana');
    expect(await cellOf(1, ids.fruit).textContent()).toBe('Kiwi');
    await screenshot(page, 'single-select-after-reload');
  });
});

describe('a multiple select field in the browser (issue 32)', () => {
  it('picks, creates and removes chips by keyboard in the cell editor, and saves them on Escape', async () => {
    const tags = await api<{ id: number }>('POST', `/database/fields/table/${ids.table}/`, {
      name: 'Tags',
      type: 'multiple_select',
      select_options: [{ value: 'Sweet', color: 'light-orange' }, { value: 'Sour', color: 'green' }, { value: 'Salty', color: 'blue' }],
    });
    await page.reload();
    await cellOf(0, tags.id).click();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Choose Tags' });
    await editor.waitFor();
    await page.keyboard.type('sw');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Crunchy');
    await expect.poll(() => editor.getByRole('option', { name: 'Create Crunchy' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.getByRole('group', { name: 'Chosen options of Tags' }).textContent()).toBe('SweetCrunchy');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await screenshot(page, 'multiple-select-editor');
    await expect.poll(() => editor.getByRole('group', { name: 'Chosen options of Tags' }).textContent()).toBe('SweetCrunchySour');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await expect.poll(() => editor.count()).toBe(0);
    await expect.poll(() => cellOf(0, tags.id).textContent()).toBe('SweetCrunchy');
    const row = (await api<{ results: Record<string, { value: string }[]>[] }>('GET', `/database/views/grid/${ids.view}/?limit=1&offset=0`)).results[0]!;
    expect(row[`field_${tags.id}`]!.map((option) => option.value)).toEqual(['Sweet', 'Crunchy']);
  });
});
