import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person links orders to customers: a link field made in the field pop-up, two rows linked
// from the row selection modal, one link removed again, and the other side seen in Clients.
// (Not 'Customers': a new account's example database already has a table of that name.)
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, orders: 0, customers: 0, view: 0, name: 0, link: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

const linkCells = async () =>
  (await api<{ results: Record<string, unknown>[] }>('GET', `/database/views/grid/${ids.view}/?limit=100&offset=0`)).results.map((row) => row[`field_${ids.link}`]);
const header = (name: string): Locator => page.locator('[role="columnheader"]').filter({ has: page.getByText(name, { exact: true }) });
const cellOf = (row: number, fieldId: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${fieldId}"]`);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const orders = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Orders', data: [['Name'], ['Order 1'], ['Order 2']], first_row_header: true });
  const customers = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Clients',
    data: [['Name', 'City'], ['Ada Lovelace', 'London'], ['Grace Hopper', 'New York'], ['Linus Torvalds', 'Helsinki']],
    first_row_header: true,
  });
  ids.orders = orders.id;
  ids.customers = customers.id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${orders.id}/`))[0]!.id;
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${orders.id}/`))[0]!.id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('a link field in the browser', () => {
  it('is created in the field pop-up, with its other side in the linked table', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.orders}`);
    await cellOf(0, ids.name).waitFor();
    await page.getByRole('button', { name: 'Create field' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Customer');
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Link to table', exact: true }).click();
    await page.getByRole('button', { name: 'Link to table', exact: true }).click();
    await page.getByRole('option', { name: 'Clients', exact: true }).click();
    await screenshot(page, 'link-row-field-form');
    await page.getByRole('button', { name: 'Create field', exact: true }).last().click();
    await header('Customer').waitFor();
    ids.link = Number(await header('Customer').getAttribute('data-header-field-id'));
    const related = (await api<{ name: string; type: string; link_row_related_field?: number }[]>('GET', `/database/fields/table/${ids.customers}/`)).find((field) => field.type === 'link_row');
    expect(related).toMatchObject({ name: 'Orders', link_row_related_field: ids.link });
  });

  it('links rows chosen in the row selection modal, which shows the linked ones as taken', async () => {
    await cellOf(0, ids.link).click();
    // One Enter opens the row selection (issue 38).
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Select a row' });
    await modal.getByRole('button', { name: 'Select Ada Lovelace' }).waitFor();
    expect(await modal.getByText('of 1').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Select Ada Lovelace' }).click();
    await expect.poll(() => cellOf(0, ids.link).textContent()).toContain('Ada Lovelace');
    // After a pick the keys are the grid's again: Enter opens the selection for the next link.
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('role')")).toBe('grid');
    await page.keyboard.press('Enter');
    await modal.getByRole('button', { name: 'Ada Lovelace (already linked)' }).waitFor();
    // Typed in the search box, then ArrowDown and Enter pick the match.
    await page.keyboard.type('grace');
    await expect.poll(() => modal.getByRole('row').count()).toBe(2);
    await page.keyboard.press('ArrowDown');
    await screenshot(page, 'link-row-selection-modal');
    await page.keyboard.press('Enter');
    await expect.poll(linkCells).toEqual([[expect.objectContaining({ value: 'Ada Lovelace' }), expect.objectContaining({ value: 'Grace Hopper' })], []]);
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('role')")).toBe('grid');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate("document.getElementById(document.querySelector('[role=grid]').getAttribute('aria-activedescendant'))?.textContent")).toBe('Order 1');
    await cellOf(1, ids.name).click();
    await screenshot(page, 'link-row-chips');
  });

  it('removes a link with its chip button', async () => {
    await cellOf(0, ids.link).click();
    await page.keyboard.press('Enter');
    // Escape leaves the row selection for the cell's chips.
    await page.getByRole('dialog', { name: 'Select a row' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'link-row-editing');
    await page.getByRole('button', { name: 'Remove Ada Lovelace from Customer' }).click();
    await expect.poll(linkCells).toEqual([[expect.objectContaining({ value: 'Grace Hopper' })], []]);
    expect(await cellOf(0, ids.link).textContent()).toBe('Grace Hopper');
  });

  it('shows the other side in the linked table', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.customers}`);
    await header('Orders').waitFor();
    const related = Number(await header('Orders').getAttribute('data-header-field-id'));
    await expect.poll(() => cellOf(1, related).textContent()).toBe('Order 1');
    expect(await cellOf(0, related).textContent()).toBe('');
    await screenshot(page, 'link-row-related-field');
  });
});
