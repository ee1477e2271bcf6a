import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// Cellar on a phone (issue 17, point 6): at 320×256 and 320×640 the settings modal stacks its
// menu above its page and scrolls, every popover of the table stays inside the viewport, and a
// focused "Create field" button is not hidden under the frozen primary column. On a wide
// screen the primary column stays frozen.
let cellar: CellarProcess;
let browser: Browser;
let token: string;
const ids = { database: 0, table: 0, view: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const isFocused = (locator: Locator): Promise<boolean> => locator.evaluateAll((elements) => elements.some((element) => element === element.ownerDocument.activeElement));

/** The box of `locator`, failing when it has none (not rendered). */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Expects the whole of `locator` on screen: nothing cut off by any edge of the viewport. */
async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const viewport = page.viewportSize()!;
  const edges = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
  expect(edges.left, `${locator.toString()} left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(edges.top, `${locator.toString()} top edge`).toBeGreaterThanOrEqual(-0.5);
  expect(edges.right, `${locator.toString()} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(edges.bottom, `${locator.toString()} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) await page.keyboard.press('Tab');
  expect(await isFocused(target), `Tab reaches ${target.toString()}`).toBe(true);
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const data = [['Name', 'Count'], ['Alpha', '1'], ['Beta', '2']];
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Journey', data, first_row_header: true })).id;
  await api('POST', `/database/fields/table/${ids.table}/`, { name: 'Due', type: 'date', date_format: 'EU' });
  const [name] = await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`);
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${ids.table}/`))[0]!.id;
  // Two filters without a value: they filter nothing, but fill the panel as a person's would.
  for (let count = 0; count < 2; count += 1) await api('POST', `/database/views/${ids.view}/filters/`, { field: name!.id, type: 'contains', value: '' });
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe.each([
  { width: 320, height: 256 },
  { width: 320, height: 640 },
])('at $width×$height', (viewport) => {
  const size = `${viewport.width}x${viewport.height}`;
  let page: Page;
  const openTable = async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await page.locator('[role="row"][data-row-index="0"]:not([aria-busy])').waitFor();
  };

  beforeAll(async () => {
    page = await signedInPage(browser, cellar.url, token, viewport);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('stacks the settings menu above its page, with usable inputs, and scrolls to the last control', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.locator('h1').first().waitFor();
    await tabTo(page, page.getByRole('button', { name: /Account menu for Ada/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await screenshot(page, `small-${size}-settings`);
    await expectInViewport(page, dialog.getByText('Settings', { exact: true }));
    const title = dialog.getByRole('heading', { name: 'Change password' });
    await expectInViewport(page, title);
    // Stacked: the menu sits above the page's title, not in a column beside it.
    const menuItem = await boxOf(dialog.getByRole('button', { name: 'Password', exact: true }));
    const titleBox = await boxOf(title);
    expect(menuItem.y + menuItem.height).toBeLessThanOrEqual(titleBox.y);
    for (const label of ['Old password', 'New password', 'Repeat new password']) {
      expect((await boxOf(dialog.getByLabel(label, { exact: true }))).width, label).toBeGreaterThanOrEqual(200);
    }
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await tabTo(page, submit);
    await expectInViewport(page, submit);
    await screenshot(page, `small-${size}-settings-scrolled`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('keeps the table page within the screen width', async () => {
    await openTable();
    await screenshot(page, `small-${size}-table`);
    const overflow = await page.evaluate("(() => { const main = document.querySelector('main'); return main.scrollWidth - main.clientWidth; })()");
    expect(overflow).toBe(0);
  });

  it('keeps the column menu, the hide-fields menu, the filters panel and the date editor inside the viewport', async () => {
    await openTable();
    await tabTo(page, page.getByRole('grid', { name: 'Journey' }));
    await page.keyboard.press('Alt+ArrowDown');
    const columnMenu = page.getByRole('menu');
    await columnMenu.waitFor();
    await expectInViewport(page, columnMenu);
    await screenshot(page, `small-${size}-column-menu`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Hide Fields' }).click();
    const hideFields = page.getByRole('dialog', { name: 'Hide fields' });
    await hideFields.waitFor();
    await expectInViewport(page, hideFields);
    await screenshot(page, `small-${size}-hide-fields`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '2 Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('listitem', { name: 'Filter 2' }).waitFor();
    await expectInViewport(page, filters);
    await screenshot(page, `small-${size}-filters`);
    await page.keyboard.press('Escape');

    await page.locator('[data-row-index="0"] [data-field-id]').nth(2).click();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Pick a date' });
    await picker.waitFor();
    await expectInViewport(page, picker);
    await screenshot(page, `small-${size}-date-editor`);
    await page.keyboard.press('Escape');
  });

  it('shows a focused "Create field" button beside the primary column, not under it', async () => {
    await openTable();
    const grid = page.getByRole('grid', { name: 'Journey' });
    await tabTo(page, grid);
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    const createField = grid.getByRole('button', { name: 'Create field' });
    expect(await isFocused(createField)).toBe(true);
    const button = await boxOf(createField);
    const scroller = await boxOf(grid);
    expect(button.x).toBeGreaterThanOrEqual(scroller.x);
    expect(button.x + button.width).toBeLessThanOrEqual(scroller.x + scroller.width + 0.5);
    // What a pointer at the button's centre would hit is the button: nothing covers it.
    const hit = await page.evaluate(`(() => {
      const element = document.elementFromPoint(${button.x + button.width / 2}, ${button.y + button.height / 2});
      return element?.closest('button')?.getAttribute('aria-label') ?? null;
    })()`);
    expect(hit).toBe('Create field');
    await screenshot(page, `small-${size}-create-field-focused`);
  });
});

describe('on a wide screen', () => {
  it('keeps the primary column frozen while the other columns scroll', async () => {
    const page = await signedInPage(browser, cellar.url, token, { width: 1280, height: 800 });
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await page.locator('[role="row"][data-row-index="0"]:not([aria-busy])').waitFor();
    const position = await page.getByRole('rowheader', { name: 'Alpha' }).evaluate((cell) => cell.ownerDocument.defaultView!.getComputedStyle(cell.parentElement!).position);
    expect(position).toBe('sticky');
    await page.context().close();
  });
});
