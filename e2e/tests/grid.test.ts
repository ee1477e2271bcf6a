import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { pasteIntoGrid } from '../support/grid-clipboard.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person, one table with a field of every type, walked through the grid like a user would.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, view: 0, fields: {} as Record<string, number> };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

type Row = Record<string, unknown> & { id: number };
const rows = async () => (await api<{ results: Row[] }>('GET', `/database/views/grid/${ids.view}/?limit=100&offset=0`)).results;
const fieldOptions = async () =>
  (await api<{ field_options: Record<string, { width: number; hidden: boolean; order: number }> }>('GET', `/database/views/grid/${ids.view}/?limit=1&include=field_options`)).field_options;

const header = (name: string): Locator => page.locator('[role="columnheader"]').filter({ has: page.getByText(name, { exact: true }) });
const cellOf = (row: number, field: string): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${ids.fields[field]}"]`);
const footer = (): Locator => page.locator('footer');
// Written as page script: the e2e project is typed for Node, without the DOM's classes.
const focusedRole = (): Promise<string | null> => page.evaluate("document.activeElement?.getAttribute('role') ?? null");

async function openTable(): Promise<void> {
  await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
  await cellOf(0, 'Name').waitFor();
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const table = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, {
    name: 'Journey',
    data: [['Name'], ['Alpha'], ['Beta'], ['Gamma']],
    first_row_header: true,
  });
  ids.table = table.id;
  const fields = await api<{ id: number; name: string }[]>('GET', `/database/fields/table/${table.id}/`);
  ids.fields.Name = fields[0]!.id;
  const create = async (body: Record<string, unknown>) => {
    const field = await api<{ id: number }>('POST', `/database/fields/table/${table.id}/`, body);
    ids.fields[body.name as string] = field.id;
  };
  await create({ name: 'Notes', type: 'long_text' });
  await create({ name: 'Website', type: 'url' });
  await create({ name: 'Email', type: 'email' });
  await create({ name: 'Amount', type: 'number' });
  await create({ name: 'Done', type: 'boolean' });
  await create({ name: 'Due', type: 'date', date_format: 'EU' });
  await create({ name: 'Phone', type: 'phone_number' });
  const [view] = await api<{ id: number }[]>('GET', `/database/views/table/${table.id}/`);
  ids.view = view!.id;

  page = await signedInPage(browser, cellar.url, token, { width: 1600, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('the grid in the browser', () => {
  it('opens a table with its fields, rows and row count', async () => {
    await openTable();
    await expect.poll(() => page.title()).toBe('Journey // Cellar');
    await expect.poll(() => footer().textContent()).toBe('3 rows');
    for (const name of ['Name', 'Notes', 'Website', 'Email', 'Amount', 'Done', 'Due', 'Phone']) expect(await header(name).isVisible()).toBe(true);
    expect(await cellOf(1, 'Name').textContent()).toBe('Beta');
    await screenshot(page, 'grid-open');
  });

  it('types into cells of several types, refuses invalid values, and keeps them after a reload', async () => {
    await cellOf(0, 'Name').click();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Name').textContent()).toBe('Ada Lovelace');

    await cellOf(0, 'Amount').click();
    await page.keyboard.type('12x');
    await expect.poll(() => cellOf(0, 'Amount').getByRole('alert').textContent()).toBe('Enter a number such as 1234');
    await screenshot(page, 'grid-invalid-number');
    await page.keyboard.press('Enter');
    expect(await cellOf(0, 'Amount').locator('input').count()).toBe(1);
    await page.keyboard.press('Escape');
    // More decimals than Amount keeps (none): rounded, and the cell says so while it is typed (issue 38).
    await page.keyboard.type('41.6');
    await expect.poll(() => cellOf(0, 'Amount').getByRole('status').textContent()).toBe('Will be rounded to 42');
    await screenshot(page, 'grid-number-rounded');
    await page.keyboard.press('Tab');
    await expect.poll(() => cellOf(0, 'Amount').textContent()).toBe('42');
    expect(await cellOf(0, 'Done').getAttribute('aria-selected')).toBe('true');

    await cellOf(0, 'Website').click();
    await page.keyboard.type('not a link');
    await expect.poll(() => cellOf(0, 'Website').getByRole('alert').textContent()).toBe('Invalid URL');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('https://example.com/ada');
    await page.keyboard.press('Enter');
    const link = cellOf(0, 'Website').getByRole('link');
    await expect.poll(() => link.getAttribute('href')).toBe('https://example.com/ada');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');

    await cellOf(0, 'Email').click();
    await page.keyboard.type('ada@');
    await expect.poll(() => cellOf(0, 'Email').getByRole('alert').textContent()).toBe('Invalid email');
    await page.keyboard.type('example.com');
    await page.keyboard.press('Enter');

    await cellOf(0, 'Phone').click();
    await page.keyboard.type('call me');
    await expect.poll(() => cellOf(0, 'Phone').getByRole('alert').textContent()).toBe('Invalid Phone Number');
    await page.keyboard.press('Escape');

    await cellOf(0, 'Done').getByRole('checkbox').click();
    await expect.poll(() => cellOf(0, 'Done').getByRole('checkbox').getAttribute('aria-checked')).toBe('true');

    await cellOf(0, 'Due').click();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Pick a date' }).waitFor();
    await screenshot(page, 'grid-date-editor');
    await page.keyboard.type('22/07/2021');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Due').textContent()).toBe('22/07/2021');

    await cellOf(0, 'Notes').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('first line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second line');
    expect(await cellOf(0, 'Notes').locator('textarea').inputValue()).toBe('first line\nsecond line');
    await cellOf(2, 'Name').click();
    await expect.poll(() => cellOf(0, 'Notes').textContent()).toBe('first line second line');

    const f = ids.fields;
    await expect
      .poll(async () => (await rows())[0])
      .toMatchObject({ [`field_${f.Name}`]: 'Ada Lovelace', [`field_${f.Amount}`]: '42', [`field_${f.Notes}`]: 'first line\nsecond line', [`field_${f.Due}`]: '2021-07-22' });
    await page.reload();
    await cellOf(0, 'Name').waitFor();
    expect(await cellOf(0, 'Name').textContent()).toBe('Ada Lovelace');
    expect(await cellOf(0, 'Email').textContent()).toBe('ada@example.com');
    expect(await cellOf(0, 'Done').getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'grid-typed');
  });

  it('moves with the keyboard, copies and pastes cells, and empties one with Delete', async () => {
    await cellOf(0, 'Name').click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    expect(await cellOf(0, 'Notes').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    // Spreadsheet jumps (issue 16): End and Home along the row, Ctrl+arrows to the edge of the data.
    const selectedField = () => page.locator('[data-row-index] [data-field-id][aria-selected="true"]').getAttribute('data-field-id');
    const headerIds = await page.locator('[role="columnheader"][data-header-field-id]').evaluateAll((headers) => headers.map((element) => element.getAttribute('data-header-field-id')));
    await page.keyboard.press('End');
    expect(await selectedField()).toBe(headerIds[headerIds.length - 1]);
    await page.keyboard.press('Home');
    expect(await cellOf(0, 'Name').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Control+ArrowDown');
    expect(await cellOf(2, 'Name').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Control+ArrowUp');
    expect(await cellOf(0, 'Name').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Control+C');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await cellOf(2, 'Name').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Control+V');
    await expect.poll(() => cellOf(2, 'Name').textContent()).toBe('Ada Lovelace');

    // A block copied from a spreadsheet fills cells rightwards and downwards, each by its paste rule.
    await cellOf(1, 'Amount').click();
    await pasteIntoGrid(page, '7\tyes\n8\tno\n');
    await expect.poll(() => cellOf(1, 'Amount').textContent()).toBe('7');
    await expect.poll(() => cellOf(2, 'Amount').textContent()).toBe('8');
    expect(await cellOf(1, 'Done').getByRole('checkbox').getAttribute('aria-checked')).toBe('true');

    await cellOf(2, 'Amount').click();
    await page.keyboard.press('Delete');
    await expect.poll(() => cellOf(2, 'Amount').textContent()).toBe('');
    await expect.poll(async () => (await rows())[2]?.[`field_${ids.fields.Amount}`]).toBeNull();
  });

  it('adds, renames, converts and deletes a field', async () => {
    await page.getByRole('button', { name: 'Create field' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Price');
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Number', exact: true }).click();
    await page.getByRole('button', { name: 'Number type' }).click();
    await page.getByRole('option', { name: /Decimal/ }).click();
    await page.getByRole('button', { name: 'Decimal places' }).click();
    await page.getByRole('option', { name: '1.00', exact: true }).click();
    await screenshot(page, 'grid-create-field');
    await page.getByRole('button', { name: 'Create field', exact: true }).last().click();
    await header('Price').waitFor();
    ids.fields.Price = Number(await header('Price').getAttribute('data-header-field-id'));
    await cellOf(0, 'Price').click();
    await page.keyboard.type('12.5');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellOf(0, 'Price').textContent()).toBe('12.50');

    await page.getByRole('button', { name: 'Price options' }).click();
    await page.getByRole('menuitem', { name: 'Edit field' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Cost');
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Single line text' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await header('Cost').waitFor();
    await expect.poll(() => cellOf(0, 'Price').textContent()).toBe('12.50');
    await expect.poll(async () => (await rows())[0]?.[`field_${ids.fields.Price}`]).toBe('12.50');

    // Back to a whole number, 12.50 would read 13: the form says so before it saves (issue 16).
    await page.getByRole('button', { name: 'Cost options' }).click();
    await page.getByRole('menuitem', { name: 'Edit field' }).click();
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Number', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('status').filter({ hasText: 'will change' });
    await expect.poll(() => warning.textContent()).toBe('Of the 1 cell with a value, 1 will change. Save again to change the field anyway.');
    expect(await rows().then((all) => all[0]?.[`field_${ids.fields.Price}`])).toBe('12.50');
    await screenshot(page, 'grid-field-loss-warning');
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(async () => (await rows())[0]?.[`field_${ids.fields.Price}`]).toBe('13');

    await page.getByRole('button', { name: 'Cost options' }).click();
    await page.getByRole('menuitem', { name: 'Delete field' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText(/^Are you sure/).textContent())
      .toBe('Are you sure you want to delete the field Cost? It goes to the trash with its data, filters and sortings, and can be restored from there until the trash is emptied.');
    await dialog.getByRole('button', { name: 'Delete field' }).click();
    await expect.poll(() => header('Cost').count()).toBe(0);
    expect((await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`)).some((field) => field.id === ids.fields.Price)).toBe(false);
  });

  it('inserts a row above, adds one at the end, enlarges and deletes rows', async () => {
    await cellOf(1, 'Name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Insert row above' }).click();
    await expect.poll(() => footer().textContent()).toBe('4 rows');
    await expect.poll(() => cellOf(2, 'Name').textContent()).toBe('Beta');
    await expect.poll(async () => (await rows()).map((row) => row[`field_${ids.fields.Name}`])).toEqual(['Ada Lovelace', null, 'Beta', 'Ada Lovelace']);

    await page.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => footer().textContent()).toBe('5 rows');
    // The new row's first cell is selected and the keys are the grid's, ready for typing (issue 16).
    await expect.poll(focusedRole).toBe('grid');
    await expect.poll(() => cellOf(4, 'Name').getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await rows()).length).toBe(5);
    await page.keyboard.type('Eve');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows())[4]?.[`field_${ids.fields.Name}`]).toBe('Eve');
    await expect.poll(() => footer().textContent()).toBe('5 rows');

    await cellOf(0, 'Name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Enlarge row' }).click();
    const modal = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await modal.waitFor();
    expect(await modal.getByLabel('Phone').count()).toBe(1);
    await modal.getByLabel('Phone').fill('+31 20 555 0101');
    await modal.getByLabel('Website').click();
    await screenshot(page, 'grid-row-modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => cellOf(0, 'Phone').textContent()).toBe('+31 20 555 0101');
    // Closing the modal gives the keys back to the grid, still on the cell the row menu was opened from.
    await expect.poll(focusedRole).toBe('grid');
    await page.keyboard.press('ArrowDown');
    expect(await cellOf(1, 'Name').getAttribute('aria-selected')).toBe('true');

    await cellOf(4, 'Name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete row' }).click();
    await expect.poll(() => footer().textContent()).toBe('4 rows');
    expect(await rows()).toHaveLength(4);
    // The deleted row was the last: the selection moves up to the new last row, and the arrows go on from there.
    expect(await cellOf(3, 'Name').getAttribute('aria-selected')).toBe('true');
    await expect.poll(focusedRole).toBe('grid');
    await page.keyboard.press('ArrowUp');
    expect(await cellOf(2, 'Name').getAttribute('aria-selected')).toBe('true');
  });

  it('hides, resizes and reorders columns, and keeps that after a reload', async () => {
    await page.getByRole('button', { name: 'Hide Fields' }).click();
    await page.getByRole('switch', { name: 'Notes' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: '1 hidden field' }).isVisible()).toBe(true);
    await expect.poll(() => header('Notes').count()).toBe(0);

    const email = header('Email');
    const before = (await email.boundingBox())!;
    const edge = email.locator('[data-resize]');
    const handle = (await edge.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 60, handle.y + 10, { steps: 5 });
    await page.mouse.move(handle.x + 104, handle.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await email.boundingBox())!.width)).toBe(Math.round(before.width) + 100);

    const done = (await header('Done').boundingBox())!;
    const website = (await header('Website').boundingBox())!;
    await page.mouse.move(done.x + 30, done.y + done.height / 2);
    await page.mouse.down();
    await page.mouse.move(done.x - 100, done.y + 10, { steps: 8 });
    await page.mouse.move(website.x + 10, website.y + 10, { steps: 8 });
    await page.mouse.up();
    const order = async () =>
      page.locator('[role="columnheader"][data-header-field-id]').evaluateAll((headers) => headers.map((element) => element.textContent?.trim()));
    await expect.poll(order).toEqual(['Name', 'Done', 'Website', 'Email', 'Amount', 'Due', 'Phone']);
    await expect.poll(async () => (await fieldOptions())[String(ids.fields.Email)]?.width).toBe(300);

    await page.reload();
    await cellOf(0, 'Name').waitFor();
    expect(await order()).toEqual(['Name', 'Done', 'Website', 'Email', 'Amount', 'Due', 'Phone']);
    expect(Math.round((await header('Email').boundingBox())!.width)).toBe(300);
    expect(await page.getByRole('button', { name: '1 hidden field' }).isVisible()).toBe(true);
    await screenshot(page, 'grid-columns');
  });

  it('pastes a block of 50 lines at the last row, creating the rows it needs (issue 16)', async () => {
    const before = (await rows()).length;
    await cellOf(before - 1, 'Name').click();
    const block = Array.from({ length: 50 }, (_, i) => `Pasted ${i + 1}\t${i % 2 === 0 ? 'yes' : 'no'}`).join('\n');
    await pasteIntoGrid(page, block);
    await expect.poll(() => footer().textContent()).toBe(`${before + 49} rows`);
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(before + 49);
    const saved = await rows();
    expect(saved.slice(before - 1).map((row) => [row[`field_${ids.fields.Name}`], row[`field_${ids.fields.Done}`]])).toEqual(
      Array.from({ length: 50 }, (_, i) => [`Pasted ${i + 1}`, i % 2 === 0]),
    );
  });
  it('reads a decimal comma in a German browser, and a date typed year first into a day-first field (issue 38)', async () => {
    const german = await signedInPage(browser, cellar.url, token, undefined, 'de-DE');
    try {
      const cell = (field: string) => german.locator(`[data-row-index="1"] [data-field-id="${ids.fields[field]}"]`);
      await german.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
      await cell('Amount').click();
      await german.keyboard.type('12,7');
      await expect.poll(() => cell('Amount').getByRole('status').textContent()).toBe('Will be rounded to 13');
      expect(await cell('Amount').getByRole('alert').count()).toBe(0);
      await german.keyboard.press('Enter');
      await expect.poll(() => cell('Amount').textContent()).toBe('13');

      await cell('Due').click();
      await german.keyboard.press('Enter');
      const picker = german.getByRole('dialog', { name: 'Pick a date' });
      await picker.waitFor();
      await german.keyboard.type('1999-12-24');
      await expect.poll(() => picker.getByRole('group').getAttribute('aria-label')).toBe('December 1999');
      expect(await picker.getByRole('button', { name: '24 December 1999' }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(german, 'grid-date-typed-year-first');
      await german.keyboard.press('Enter');
      await expect.poll(() => cell('Due').textContent()).toBe('24/12/1999');
    } finally {
      await german.context().close();
    }
  });
});
