import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// A person who uses no mouse works in a table: Tab into the grid, move with the arrows, type,
// enlarge a row, open a column's menu, and Tab out again (issue 17, the ARIA data grid pattern).
// Not one pointer event is sent after the page is opened.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, fields: {} as Record<string, number> };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const cellOf = (row: number, field: string): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${ids.fields[field]}"]`);
// What a screen reader is pointed at: the grid's active descendant, with its role, column and text.
const active = (): Promise<{ role: string | null; column: string | null; text: string } | null> =>
  page.evaluate(`(() => {
    const grid = document.querySelector('[role="grid"]');
    const cell = document.getElementById(grid?.getAttribute('aria-activedescendant') ?? '');
    if (!cell) return null;
    const header = grid.querySelector('[role="columnheader"][aria-colindex="' + cell.getAttribute('aria-colindex') + '"]');
    return { role: cell.getAttribute('role'), column: header?.getAttribute('aria-label') ?? null, text: cell.textContent.trim() };
  })()`);
const focusedIsGrid = (): Promise<boolean> => page.evaluate("document.activeElement?.getAttribute('role') === 'grid'");

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const data = [['Item', 'Count'], ['Bolts', '12'], ['Nuts', '30']];
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Inventory', data, first_row_header: true })).id;
  const fields = await api<{ id: number; name: string }[]>(`GET`, `/database/fields/table/${ids.table}/`);
  for (const field of fields) ids.fields[field.name] = field.id;
  const done = await api<{ id: number }>('POST', `/database/fields/table/${ids.table}/`, { name: 'Checked', type: 'boolean' });
  ids.fields.Checked = done.id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('the grid without a mouse', () => {
  it('selects the first cell when Tab reaches the grid, and announces each move', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, 'Item').waitFor();
    for (let presses = 0; presses < 40 && !(await focusedIsGrid()); presses += 1) await page.keyboard.press('Tab');
    expect(await focusedIsGrid()).toBe(true);
    expect(await active()).toEqual({ role: 'rowheader', column: 'Item', text: 'Bolts' });
    await page.keyboard.press('ArrowRight');
    expect(await active()).toEqual({ role: 'gridcell', column: 'Count', text: '12' });
    await page.keyboard.press('ArrowDown');
    expect(await active()).toEqual({ role: 'gridcell', column: 'Count', text: '30' });
    // Chromium's accessibility tree of the active row, as a screen reader reads it.
    const row = await page.locator('[role="row"][data-row-index="1"]').ariaSnapshot();
    expect(row).toContain('rowheader "Nuts"');
    expect(row).toContain('gridcell "30"');
  });

  it('edits with Enter and typing, toggles a checkbox with Space, and cancels with Escape', async () => {
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('31');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(1, 'Count').textContent()).toBe('31');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect.poll(() => cellOf(1, 'Checked').locator('[aria-checked]').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('99');
    await page.keyboard.press('Escape');
    expect(await cellOf(1, 'Count').textContent()).toBe('31');
    expect(await focusedIsGrid()).toBe(true);
  });

  it('enlarges the row with Space and comes back to the grid when it closes', async () => {
    await page.keyboard.press('Space');
    const modal = page.getByRole('dialog', { name: 'Nuts' });
    await modal.waitFor();
    await screenshot(page, 'grid-keyboard-row-modal');
    await page.keyboard.press('Escape');
    await expect.poll(focusedIsGrid).toBe(true);
    expect(await active()).toEqual({ role: 'gridcell', column: 'Count', text: '31' });
  });

  it('opens the column menu with Alt+Down and moves the column right', async () => {
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('menuitem', { name: 'Move right' }).waitFor();
    await screenshot(page, 'grid-keyboard-column-menu');
    const focusedItem = () => page.evaluate('document.activeElement?.textContent?.trim()');
    // The menu focuses its first item a moment after it shows; each arrow then moves focus on by one.
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('role')")).toBe('menuitem');
    for (let presses = 0; presses < 12 && (await focusedItem()) !== 'Move right'; presses += 1) {
      const before = await focusedItem();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedItem).not.toBe(before);
    }
    expect(await focusedItem()).toBe('Move right');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[role="columnheader"][data-header-field-id]').evaluateAll((headers) => headers.map((header) => header.getAttribute('aria-label')))).toEqual(['Item', 'Checked', 'Count']);
    await expect.poll(focusedIsGrid).toBe(true);
  });

  it('opens the row menu with Shift+F10 and leaves the grid with Tab at the end of the row', async () => {
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Insert row above' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(focusedIsGrid).toBe(true);
    await page.keyboard.press('End');
    expect((await active())?.column).toBe('Count');
    await page.keyboard.press('Tab');
    expect(await focusedIsGrid()).toBe(false);
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Create field');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedIsGrid()).toBe(true);
    expect((await active())?.column).toBe('Count');
    await screenshot(page, 'grid-keyboard-active-cell');
  });
});

describe('ratings, durations and formatted numbers from the keyboard (issue 32)', () => {
  it('sets a rating with a digit, clears it with Backspace, types a duration, and shows a price with its currency', async () => {
    const add = (body: Record<string, unknown>) => api<{ id: number }>('POST', `/database/fields/table/${ids.table}/`, body);
    ids.fields.Rating = (await add({ name: 'Rating', type: 'rating', max_value: 5, color: 'dark-orange', style: 'star' })).id;
    ids.fields.Lap = (await add({ name: 'Lap', type: 'duration', duration_format: 'h:mm' })).id;
    ids.fields.Price = (await add({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_prefix: '$', number_separator: 'COMMA_PERIOD' })).id;
    const [bolts] = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${ids.table}/`)).results;
    await api('PATCH', `/database/rows/table/${ids.table}/${bolts?.id}/`, { [`field_${ids.fields.Price}`]: '1234.5' });
    const stored = async (field: string) => (await api<Record<string, unknown>>('GET', `/database/rows/table/${ids.table}/${bolts?.id}/`))[`field_${ids.fields[field]}`];

    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, 'Price').waitFor();
    for (let presses = 0; presses < 40 && !(await focusedIsGrid()); presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    expect(await active()).toEqual({ role: 'gridcell', column: 'Price', text: '$1,234.50' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('1:30');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Lap').textContent()).toBe('1:30');
    expect(await stored('Lap')).toBe(5400);
    // Enter saved and moved down, as in a spreadsheet; back up to the edited row.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await active()).toEqual({ role: 'gridcell', column: 'Rating', text: '0 of 5 stars' });
    await page.keyboard.press('3');
    await expect.poll(async () => (await active())?.text).toBe('3 of 5 stars');
    await expect.poll(() => stored('Rating')).toBe(3);
    await page.keyboard.press('Backspace');
    await expect.poll(() => stored('Rating')).toBe(0);
    await page.keyboard.press('4');
    await expect.poll(() => stored('Rating')).toBe(4);
    expect(await active()).toEqual({ role: 'gridcell', column: 'Rating', text: '4 of 5 stars' });
    // Chromium's accessibility tree: the cell is named once, not once per symbol.
    expect(await cellOf(0, 'Rating').ariaSnapshot()).toBe('- gridcell "4 of 5 stars" [selected]');
    await screenshot(page, 'grid-keyboard-rating');
  });
});

describe('keys after a pop-up editor, and Enter moving down (issue 38)', () => {
  const focusedTag = (): Promise<string> => page.evaluate('document.activeElement?.tagName ?? ""');

  it('gives the keys back to the grid after choosing an option by typing, and after a mouse choice', async () => {
    ids.fields.Grade = (
      await api<{ id: number }>('POST', `/database/fields/table/${ids.table}/`, { name: 'Grade', type: 'single_select', select_options: [{ value: 'Wood', color: 'green' }, { value: 'Steel', color: 'blue' }] })
    ).id;
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, 'Grade').waitFor();
    await cellOf(0, 'Grade').click();
    // The reproduction of issue 38: select the cell, Enter, type "W", Enter, then ArrowLeft moves.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose Grade' }).waitFor();
    await page.keyboard.type('W');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Grade').textContent()).toBe('Wood');
    await expect.poll(focusedTag).not.toBe('BODY');
    expect(await focusedIsGrid()).toBe(true);
    await screenshot(page, 'grid-keyboard-focus-after-select');
    await page.keyboard.press('ArrowLeft');
    expect((await active())?.column).toBe('Price');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Steel' }).click();
    await expect.poll(() => cellOf(1, 'Grade').textContent()).toBe('Steel');
    await expect.poll(focusedIsGrid).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await active()).toEqual({ role: 'gridcell', column: 'Grade', text: 'Wood' });
    // Undo reaches the grid too: the mouse choice is taken back.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cellOf(1, 'Grade').textContent()).toBe('');
  });

  it('confirms a text cell with Enter and moves down, as a spreadsheet does', async () => {
    await page.keyboard.press('Home');
    expect(await active()).toEqual({ role: 'rowheader', column: 'Item', text: 'Bolts' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.type(' M8');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Item').textContent()).toBe('Bolts M8');
    expect(await active()).toEqual({ role: 'rowheader', column: 'Item', text: 'Nuts' });
  });

  it('shows an editing cell unlike a selected one, and outlines a range as one block', async () => {
    // This project's e2e code has no DOM types: the page's getComputedStyle is named through globalThis.
    type PageWindow = { getComputedStyle(element: unknown, pseudo: string): { boxShadow: string } };
    const frame = () => cellOf(1, 'Item').evaluate((cell: unknown) => (globalThis as unknown as PageWindow).getComputedStyle(cell, '::after').boxShadow);
    expect(await frame()).toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(frame).not.toBe('none');
    await screenshot(page, 'grid-keyboard-editing');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await cellOf(0, 'Item').getAttribute('data-range-edges')).toBe('t l');
    expect(await cellOf(1, 'Checked').getAttribute('data-range-edges')).toBe('b r');
    await screenshot(page, 'grid-keyboard-range-outline');
  });
});
