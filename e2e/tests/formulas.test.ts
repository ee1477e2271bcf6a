import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// One person adds computed columns to a table of clients with linked invoices (issue 34): a
// formula typed with completion, whose mistake the editor explains at its place; a lookup of the
// invoices' amounts and a rollup summing them, which follows when an invoice's amount changes.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, clients: 0, invoices: 0, name: 0, rate: 0, link: 0, amount: 0, invoiceRows: [] as number[] };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

const header = (name: string): Locator => page.locator('[role="columnheader"]').filter({ has: page.getByText(name, { exact: true }) });
const fieldIdOf = async (name: string): Promise<number> => Number(await header(name).getAttribute('data-header-field-id'));
const cellOf = (row: number, fieldId: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${fieldId}"]`);
const cellText = async (row: number, fieldId: number) => (await cellOf(row, fieldId).textContent())?.trim() ?? '';
const formula = (): Locator => page.getByRole('combobox', { name: 'Formula' });
const choose = async (trigger: Locator, option: string) => {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const openNewField = async (name: string, type: string) => {
  await page.getByRole('grid').getByRole('button', { name: 'Create field' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page.getByRole('button', { name: 'Type', exact: true }), type);
};
const createField = () => page.getByRole('button', { name: 'Create field', exact: true }).last().click();

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const invoices = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Invoices', data: [['Number'], ['INV-1'], ['INV-2'], ['INV-3']], first_row_header: true });
  const clients = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Clients',
    data: [['Name'], ['Ada Lovelace'], ['Grace Hopper']],
    first_row_header: true,
  });
  ids.invoices = invoices.id;
  ids.clients = clients.id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${clients.id}/`))[0]!.id;
  ids.rate = (await api<{ id: number }>('POST', `/database/fields/table/${clients.id}/`, { name: 'Hourly rate', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 })).id;
  ids.amount = (await api<{ id: number }>('POST', `/database/fields/table/${invoices.id}/`, { name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 })).id;
  ids.link = (await api<{ id: number }>('POST', `/database/fields/table/${clients.id}/`, { name: 'Invoices', type: 'link_row', link_row_table: invoices.id })).id;
  const invoiceRows = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${invoices.id}/`)).results.map((row) => row.id);
  ids.invoiceRows = invoiceRows;
  for (const [index, amount] of ['10.00', '32.50', '7.25'].entries()) await api('PATCH', `/database/rows/table/${invoices.id}/${invoiceRows[index]}/`, { [`field_${ids.amount}`]: amount });
  const clientRows = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${clients.id}/`)).results.map((row) => row.id);
  await api('PATCH', `/database/rows/table/${clients.id}/${clientRows[0]}/`, { [`field_${ids.rate}`]: '80.00', [`field_${ids.link}`]: [invoiceRows[0], invoiceRows[1]] });
  await api('PATCH', `/database/rows/table/${clients.id}/${clientRows[1]}/`, { [`field_${ids.rate}`]: '95.50', [`field_${ids.link}`]: [invoiceRows[2]] });
  // The page lets axe's script in (the app's CSP refuses inline scripts), as the accessibility journey does.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('formulas, lookups and rollups in the browser', () => {
  it('completes function and field names in the formula editor', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.clients}`);
    await cellOf(0, ids.name).waitFor();
    await openNewField('Shout', 'Formula');
    await formula().click();
    await page.keyboard.type('upp');
    await page.getByRole('option', { name: /^upper/ }).waitFor();
    // The highlighted function is explained beside the list.
    await page.getByText('upper(text)', { exact: true }).waitFor();
    await screenshot(page, 'formula-completion-function');
    await page.keyboard.press('Tab');
    expect(await formula().inputValue()).toBe('upper(');
    await page.keyboard.type('hourl');
    await page.getByRole('option', { name: /Hourly rate/ }).waitFor();
    expect(await formula().getAttribute('aria-expanded')).toBe('true');
    expect(await formula().getAttribute('aria-activedescendant')).toBe(await page.getByRole('option', { name: /Hourly rate/ }).getAttribute('id'));
    await screenshot(page, 'formula-completion');
    // Escape closes the suggestions, not the field pop-up; typing brings them back.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    expect(await formula().isVisible()).toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('l');
    await page.getByRole('option', { name: /Hourly rate/ }).waitFor();
    await page.keyboard.press('Enter');
    expect(await formula().inputValue()).toBe("upper(field('Hourly rate')");
    await page.keyboard.type(')');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('explains a mistake in words at its place, and saves once it is fixed', async () => {
    // upper of a number: the type checker says what it takes and where.
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/upper.*text.*number.*column 7/i);
    await screenshot(page, 'formula-error');
    await formula().fill('');
    await formula().pressSequentially("concat(upper(field('Name')), ' @ ', field('Hourly rate'))");
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.getByText('Result: text', { exact: true }).waitFor();
    // The first row's value, computed in the browser as it is typed.
    await expect.poll(() => page.locator('output').filter({ hasText: 'ADA' }).first().textContent()).toBe('ADA LOVELACE @ 80.00');
    await screenshot(page, 'formula-fixed');
    await createField();
    await header('Shout').waitFor();
    const shout = await fieldIdOf('Shout');
    await expect.poll(() => cellText(0, shout)).toBe('ADA LOVELACE @ 80.00');
    expect(await cellText(1, shout)).toBe('GRACE HOPPER @ 95.50');
  });

  it("looks up the linked invoices' amounts as chips", async () => {
    await openNewField('Amounts', 'Lookup');
    await choose(page.getByRole('button', { name: 'Select a link to table field', exact: true }), 'Invoices');
    await choose(page.getByRole('button', { name: 'Select a field to lookup', exact: true }), 'Amount');
    await createField();
    await header('Amounts').waitFor();
    const amounts = await fieldIdOf('Amounts');
    await expect.poll(() => cellOf(0, amounts).locator('span > span').allTextContents()).toEqual(['10.00', '32.50']);
    expect(await cellOf(1, amounts).locator('span > span').allTextContents()).toEqual(['7.25']);
    await screenshot(page, 'formula-lookup');
  });

  it('sums them in a rollup, which follows an edited invoice', async () => {
    await openNewField('Total', 'Rollup');
    await choose(page.getByRole('button', { name: 'Select a link to table field', exact: true }), 'Invoices');
    await choose(page.getByRole('button', { name: 'Select a field to rollup', exact: true }), 'Amount');
    expect(await page.getByRole('button', { name: 'Rollup function', exact: true }).textContent()).toContain('sum');
    await screenshot(page, 'formula-rollup-form');
    await createField();
    await header('Total').waitFor();
    const total = await fieldIdOf('Total');
    await expect.poll(() => cellText(0, total)).toBe('42.50');
    expect(await cellText(1, total)).toBe('7.25');
    // Selecting a total scrolls it into view for the screenshot.
    await cellOf(1, total).click();
    await screenshot(page, 'formula-rollup');

    // INV-2's amount changes in the invoices table; back in clients, the total has followed.
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.invoices}`);
    await cellOf(1, ids.amount).click();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api<Record<string, unknown>>('GET', `/database/rows/table/${ids.invoices}/${ids.invoiceRows[1]}/`))[`field_${ids.amount}`]).toBe('40.00');
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.clients}`);
    await expect.poll(() => cellText(0, total)).toBe('50.00');
  });

  it('follows an invoice edited elsewhere while the grid is open (live updates)', async () => {
    const total = await fieldIdOf('Total');
    await api('PATCH', `/database/rows/table/${ids.invoices}/${ids.invoiceRows[2]}/`, { [`field_${ids.amount}`]: '9.75' });
    await expect.poll(() => cellText(1, total)).toBe('9.75');
  });

  it('filters on the rollup as on a number field', async () => {
    const total = await fieldIdOf('Total');
    const footer = () => page.locator('footer').last().textContent();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await filters.getByRole('button', { name: 'Add filter' }).click();
    await expect.poll(() => page.getByRole('status', { name: /^Creating/ }).count()).toBe(0);
    await choose(filters.getByRole('button', { name: 'Filter 1 field' }), 'Total');
    await choose(filters.getByRole('button', { name: 'Filter 1 type' }), 'higher than');
    await filters.getByRole('textbox', { name: 'Filter 1 value' }).fill('20');
    await expect.poll(footer).toBe('1 row');
    expect(await cellText(0, total)).toBe('50.00');
    await filters.getByRole('button', { name: 'Delete filter 1' }).click();
    await expect.poll(footer).toBe('2 rows');
    await page.keyboard.press('Escape');
  });

  it('shows the computed values read only in the row modal, and documents them in the API docs', async () => {
    await cellOf(1, ids.name).click();
    await page.keyboard.press('Space');
    const modal = page.getByRole('dialog', { name: 'Grace Hopper' });
    const value = (name: string) => modal.locator(`output[aria-label="${name} (read only)"]`);
    await expect.poll(() => value('Total').textContent()).toBe('9.75');
    expect(await value('Shout').textContent()).toBe('GRACE HOPPER @ 95.50');
    expect(await value('Amounts').textContent()).toBe('9.75');
    await screenshot(page, 'formula-row-modal');
    await page.keyboard.press('Escape');

    await page.goto(`${cellar.url}/api/docs/database/${ids.database}`);
    const fields = page.getByRole('table', { name: 'Fields of Clients' });
    await expect.poll(() => fields.getByRole('row', { name: /Total/ }).textContent()).toContain('rollup');
    expect(await fields.getByRole('row', { name: /Shout/ }).textContent()).toContain('formula');
  });
});
