import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { copyFromGrid as copyGridCells, pasteIntoGrid as pasteGridText } from '../support/grid-clipboard.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// Issue 16: the grid edits like a spreadsheet — ranges by Shift+click, dragging and Shift+arrows;
// copy as text and as a table; Delete on a range; paste of a block; undo and redo of all of it;
// and a paste of 10,000 rows in batches with a progress bar.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, view: 0, name: 0, count: 0, done: 0, note: 0, size: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
type Row = Record<string, unknown> & { id: number };
const rows = async (limit = 200) => (await api<{ results: Row[] }>('GET', `/database/views/grid/${ids.view}/?limit=${limit}&offset=0`)).results;
const count = async () => (await api<{ count: number }>('GET', `/database/views/grid/${ids.view}/?count=true`)).count;
const values = async (fields: number[], limit = 200) => (await rows(limit)).map((row) => fields.map((id) => row[`field_${id}`] ?? null));

const cellOf = (row: number, field: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${field}"]`);
const selectedCells = () => page.locator('[role="gridcell"][aria-selected="true"], [role="rowheader"][aria-selected="true"]');

const copyFromGrid = () => copyGridCells(page);
const pasteIntoGrid = (text: string) => pasteGridText(page, text);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const table = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Stock',
    data: [['Item'], ['Nuts'], ['Bolts'], ['Screws'], ['Nails'], ['Washers']],
    first_row_header: true,
  });
  ids.table = table.id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${table.id}/`))[0]!.id;
  const create = async (body: Record<string, unknown>) => (await api<{ id: number }>('POST', `/database/fields/table/${table.id}/`, body)).id;
  ids.count = await create({ name: 'Count', type: 'number' });
  ids.done = await create({ name: 'Done', type: 'boolean' });
  ids.note = await create({ name: 'Note', type: 'text' });
  ids.size = await create({ name: 'Size', type: 'text' });
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${table.id}/`))[0]!.id;
  const all = await rows();
  await api('PATCH', `/database/rows/table/${table.id}/batch/`, {
    items: all.map((row, index) => ({ id: row.id, [`field_${ids.count}`]: (index + 1) * 10, [`field_${ids.done}`]: index % 2 === 0 })),
  });
  page = await signedInPage(browser, cellar.url, token, { width: 1440, height: 900 });
  await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
  await cellOf(0, ids.name).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('ranges in the grid', () => {
  it('are selected by Shift+click and copied as tab-separated text and as an HTML table', async () => {
    await cellOf(0, ids.name).click();
    await cellOf(2, ids.count).click({ modifiers: ['Shift'] });
    await expect.poll(() => selectedCells().count()).toBe(6);
    expect(await page.locator('[role="grid"]').getAttribute('aria-multiselectable')).toBe('true');
    await screenshot(page, 'grid-range-shift-click');
    const copied = await copyFromGrid();
    expect(copied.text).toBe('Nuts\t10\nBolts\t20\nScrews\t30');
    expect(copied.html).toContain('<tr><td>Nuts</td><td>10</td></tr>');
  });

  it('are stretched by dragging and by Shift+arrows, and Ctrl+A takes every cell', async () => {
    const from = (await cellOf(1, ids.count).boundingBox())!;
    const to = (await cellOf(3, ids.done).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(to.x + 10, to.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => selectedCells().count()).toBe(6);
    await screenshot(page, 'grid-range-drag');

    await cellOf(0, ids.name).click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => selectedCells().count()).toBe(6);
    expect((await copyFromGrid()).text).toBe('Nuts\t10\ttrue\nBolts\t20\tfalse');
    await page.keyboard.press('Control+a');
    await expect.poll(() => selectedCells().count()).toBe(25);
    // An arrow without Shift leaves the range for one cell again.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedCells().count()).toBe(1);
  });

  it('are emptied with Delete as one step that Ctrl+Z takes back and Ctrl+Shift+Z makes again', async () => {
    await cellOf(1, ids.name).click();
    await cellOf(3, ids.count).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Delete');
    // Emptied as Delete empties one cell: a text to '', a number to nothing.
    await expect.poll(() => values([ids.name, ids.count])).toEqual([['Nuts', '10'], ['', null], ['', null], ['', null], ['Washers', '50']]);
    await expect.poll(() => cellOf(2, ids.name).textContent()).toBe('');
    await page.keyboard.press('Control+z');
    await expect.poll(() => values([ids.name, ids.count])).toEqual([['Nuts', '10'], ['Bolts', '20'], ['Screws', '30'], ['Nails', '40'], ['Washers', '50']]);
    await expect.poll(() => cellOf(2, ids.name).textContent()).toBe('Screws');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => values([ids.name])).toEqual([['Nuts'], [''], [''], [''], ['Washers']]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => values([ids.name])).toEqual([['Nuts'], ['Bolts'], ['Screws'], ['Nails'], ['Washers']]);
  });

  it('take one pasted value into every cell, and a pasted block where it lands', async () => {
    await cellOf(0, ids.note).click();
    await cellOf(1, ids.size).click({ modifiers: ['Shift'] });
    await pasteIntoGrid('same');
    await expect.poll(() => values([ids.note, ids.size], 2)).toEqual([['same', 'same'], ['same', 'same']]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => values([ids.note, ids.size], 2)).toEqual([[null, null], [null, null]]);
  });

  it('undo a typed cell edit and a row delete, and bring a deleted row back from its notification', async () => {
    await cellOf(4, ids.name).click();
    await page.keyboard.type('Rivets');
    await page.keyboard.press('Enter');
    await expect.poll(() => values([ids.name])).toEqual([['Nuts'], ['Bolts'], ['Screws'], ['Nails'], ['Rivets']]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => values([ids.name])).toEqual([['Nuts'], ['Bolts'], ['Screws'], ['Nails'], ['Washers']]);

    await cellOf(1, ids.name).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete row' }).click();
    await expect.poll(() => values([ids.name, ids.count])).toEqual([['Nuts', '10'], ['Screws', '30'], ['Nails', '40'], ['Washers', '50']]);
    await screenshot(page, 'grid-row-deleted-notification');
    await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }).click();
    // Back in its place with its cells, from the trash.
    await expect.poll(() => values([ids.name, ids.count, ids.done])).toEqual([
      ['Nuts', '10', true],
      ['Bolts', '20', false],
      ['Screws', '30', true],
      ['Nails', '40', false],
      ['Washers', '50', true],
    ]);
    await expect.poll(() => cellOf(1, ids.name).textContent()).toBe('Bolts');
  });

  it('never lose what was typed into a cell while it is invalid: clicking away keeps the editor', async () => {
    await cellOf(2, ids.count).click();
    await page.keyboard.type('3o');
    await expect.poll(() => cellOf(2, ids.count).getByRole('alert').textContent()).toBe('Enter a number such as 1234');
    await cellOf(0, ids.name).click();
    await page.mouse.click(1200, 700);
    // Still editing, with the text and its message; the keys go on into it.
    expect(await cellOf(2, ids.count).locator('input').inputValue()).toBe('3o');
    await screenshot(page, 'grid-invalid-kept');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows())[2]?.[`field_${ids.count}`]).toBe('33');
  });

  it('keep every key typed into a new row straight after Add row, before the server has answered', async () => {
    // The create is held back a second, so every key lands while the row has no id yet, however fast the machine.
    const creates = /\/api\/database\/rows\/table\/\d+\/(\?.*)?$/;
    const holdCreate = (route: Route) => (route.request().method() === 'POST' ? setTimeout(() => void route.continue(), 1000) : void route.continue());
    await page.route(creates, holdCreate);
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.keyboard.type('Quick brown fox jumps');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows()).map((row) => row[`field_${ids.name}`])).toContain('Quick brown fox jumps');
    await page.unroute(creates, holdCreate);
    expect((await rows()).length).toBe(6);
    // Undo the typing, then the new row: the table is as it was.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows()).length).toBe(5);
  });

  it('paste 10,000 rows × 5 columns in batches with a progress bar, as one undo step', async () => {
    await cellOf(0, ids.name).click();
    const block = Array.from({ length: 10_000 }, (_, i) => [`Part ${i + 1}`, String(i), i % 3 === 0 ? 'yes' : 'no', `note ${i}`, `S${i % 7}`].join('\t')).join('\n');
    const started = Date.now();
    await pasteIntoGrid(block);
    const progress = page.getByRole('status').filter({ hasText: /of 10,000 rows|of 9,995 rows/ });
    await progress.first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'grid-paste-10000-progress');
    await expect.poll(count, { timeout: 300_000, interval: 500 }).toBe(10_000);
    await expect.poll(() => page.locator('footer').textContent(), { timeout: 60_000 }).toBe('10,000 rows');
    await expect.poll(() => progress.count(), { timeout: 120_000 }).toBe(0);
    console.log(`paste of 10,000 × 5 cells: ${((Date.now() - started) / 1000).toFixed(1)} s until every row was saved`);
    const last = await api<{ results: Row[] }>('GET', `/database/views/grid/${ids.view}/?limit=1&offset=9999`);
    expect(Object.values(last.results[0]!).slice(0)).toEqual(expect.arrayContaining(['Part 10000', '9999', true, 'note 9999', 'S3']));
    expect((await rows(6)).map((row) => row[`field_${ids.name}`])).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5', 'Part 6']);

    await page.keyboard.press('Control+z');
    await expect.poll(count, { timeout: 300_000, interval: 500 }).toBe(5);
    await expect.poll(() => values([ids.name])).toEqual([['Nuts'], ['Bolts'], ['Screws'], ['Nails'], ['Washers']]);
    await expect.poll(() => page.locator('footer').textContent(), { timeout: 60_000 }).toBe('5 rows');
    // Its own waits allow minutes (10,000 rows saved, then undone); the journeys' 60 s default cut it off at
    // 59.6 s and 60.0 s on the two CI runs of this stop, the undo taking most of it (issue 34's note).
  }, 240_000);
});

describe('the row modal', () => {
  const dialog = () => page.getByRole('dialog');
  const title = () => dialog().getByRole('heading').textContent();
  const rowParam = () => new URL(page.url()).searchParams.get('row');

  it('has an address per row and steps to the previous and next row by button and by Alt+arrows', async () => {
    const all = await rows();
    await cellOf(1, ids.name).click();
    await page.keyboard.press('Space');
    await expect.poll(title).toBe('Bolts');
    expect(rowParam()).toBe(String(all[1]!.id));
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(title).toBe('Screws');
    expect(rowParam()).toBe(String(all[2]!.id));
    await dialog().getByRole('button', { name: 'Previous row' }).click();
    await dialog().getByRole('button', { name: 'Previous row' }).click();
    await expect.poll(title).toBe('Nuts');
    expect(await dialog().getByRole('button', { name: 'Previous row' }).isDisabled()).toBe(true);
    await screenshot(page, 'row-modal-pager');

    // A link to a row opens it.
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}?row=${all[3]!.id}`);
    await expect.poll(title).toBe('Nails');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(rowParam()).toBeNull();
  });

  it('keeps an invalid value on screen instead of dropping it when the modal closes', async () => {
    const all = await rows();
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}?row=${all[0]!.id}`);
    await expect.poll(title).toBe('Nuts');
    const countInput = dialog().getByLabel('Count');
    await countInput.fill('twelve');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().count()).toBe(1);
    // Written as page script: the e2e project is typed for Node, without the DOM.
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('aria-invalid')")).toBe('true');
    expect(await countInput.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'row-modal-invalid-kept');
    await countInput.fill('12');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => values([ids.count], 1)).toEqual([['12']]);
  });

  it('opens and saves a row far outside the loaded rows from its link, and its title stays while the fields scroll', async () => {
    const made = await api<{ items: Row[] }>('POST', `/database/rows/table/${ids.table}/batch/`, {
      items: Array.from({ length: 200 }, (_, i) => ({ [`field_${ids.name}`]: `Far ${i + 1}` })),
    });
    const far = made.items.at(-1)!;
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}?row=${far.id}`);
    await expect.poll(title).toBe('Far 200');
    await dialog().getByLabel('Note').fill('found it');
    await dialog().getByLabel('Note').press('Enter');
    await expect.poll(async () => (await api<Row>('GET', `/database/rows/table/${ids.table}/${far.id}/`))[`field_${ids.note}`]).toBe('found it');
    const small = await browser.newPage({ viewport: { width: 390, height: 500 } });
    await small.context().addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
    await small.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}?row=${far.id}`);
    const heading = small.getByRole('dialog').getByRole('heading');
    await heading.waitFor();
    await small.getByRole('dialog').getByLabel('Size').scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y < 80).toBe(true);
    await screenshot(small, 'row-modal-scrolled-390');
    await small.close();
    await api('POST', `/database/rows/table/${ids.table}/batch-delete/`, { items: made.items.map((row) => row.id) });
  });
});
