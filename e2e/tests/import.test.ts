import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleWorkbook } from '../../packages/web/src/features/database/importers/xlsx/xlsx-fixture.js';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// One person creates tables from a semicolon CSV in Windows-1252, from cells pasted out of a
// spreadsheet (with the keyboard only), from an XML file, from the second sheet of an Excel
// workbook and from a JSON file, and lands in each new table. Each
// column gets the type its values suggest (issue 12, point 3), or the one chosen in the preview.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, firstTable: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

/** The open table's rows as the API gives them, each as its cells in field order, with the field names and types. */
async function tableContent(tableId: number): Promise<{ fields: string[]; types: string[]; rows: string[][] }> {
  const fields = await api<{ id: number; name: string; type: string; order: number }[]>('GET', `/database/fields/table/${tableId}/`);
  fields.sort((a, b) => a.order - b.order);
  const { results } = await api<{ results: Record<string, unknown>[] }>('GET', `/database/rows/table/${tableId}/?size=200`);
  return { fields: fields.map((field) => field.name), types: fields.map((field) => field.type), rows: results.map((row) => fields.map((field) => String(row[`field_${field.id}`] ?? ''))) };
}

async function openCreateTable(name: string): Promise<Locator> {
  await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.firstTable}`);
  await page.getByRole('button', { name: 'Create table' }).click();
  const modal = page.getByRole('dialog', { name: 'Create new table' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  return modal;
}

/** Adds the table, waits for the modal to close and the new table's grid to open, and returns its id. */
async function addTable(modal: Locator, firstCell: string): Promise<number> {
  await modal.getByRole('button', { name: 'Add table' }).click();
  await modal.waitFor({ state: 'detached' });
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/database\/\d+\/table\/\d+$/);
  const tableId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(tableId).not.toBe(ids.firstTable);
  await page.locator('[data-row-index="0"]').getByText(firstCell, { exact: true }).waitFor();
  return tableId;
}

/** The preview's rows as text; a header cell's text is the column's name, without the menu of its type under it. */
async function previewRows(modal: Locator): Promise<string[][]> {
  const rows = await modal.getByRole('table').getByRole('row').all();
  return Promise.all(rows.map((row) => row.locator('th > span:first-child, td').allTextContents()));
}

/** The type each column of the preview is to get, as its menu shows it. */
async function previewTypes(modal: Locator): Promise<string[]> {
  return modal.getByRole('table').getByRole('button', { name: /^Type of / }).allTextContents();
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  ids.firstTable = (await api<{ id: number }[]>('GET', `/database/tables/database/${ids.database}/`))[0]!.id;
  // The page lets axe's script in (the app's CSP refuses inline scripts), as the accessibility journey does.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('creating a table from imported data in the browser', () => {
  it('imports a semicolon CSV file in Windows-1252 after choosing its encoding', async () => {
    const modal = await openCreateTable('Cities');
    await modal.getByText('Import a CSV file').click();
    const csv = Buffer.from('Stadt;Straße;Einwohner\nMünchen;Leopoldstraße;1512491\nKöln;Hohe Straße;1084831\nZürich;Bahnhofstraße;\n', 'latin1');
    await modal.getByLabel('Choose CSV file').setInputFiles({ name: 'städte.csv', mimeType: 'text/csv', buffer: csv });
    await modal.getByRole('table').waitFor();
    // Read as UTF-8 the umlauts are broken; the preview shows it before anything is created.
    expect((await previewRows(modal))[1]?.[0]).toBe('M\uFFFDnchen');
    await modal.getByRole('button', { name: /^Encoding: / }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill('western');
    await page.getByRole('option', { name: 'Western (Windows-1252)' }).click();
    await expect.poll(() => previewRows(modal)).toEqual([
      ['Stadt', 'Straße', 'Einwohner'],
      ['München', 'Leopoldstraße', '1512491'],
      ['Köln', 'Hohe Straße', '1084831'],
      ['Zürich', 'Bahnhofstraße', ''],
    ]);
    expect(await previewTypes(modal)).toEqual(['Single line text', 'Single line text', 'Number']);
    await modal.getByRole('button', { name: 'Type of Straße' }).click();
    await page.getByRole('option', { name: 'Long text' }).click();
    await expect.poll(() => previewTypes(modal)).toEqual(['Single line text', 'Long text', 'Number']);
    await screenshot(page, 'import-csv-preview');
    const tableId = await addTable(modal, 'München');
    expect(await tableContent(tableId)).toEqual({
      fields: ['Stadt', 'Straße', 'Einwohner'],
      types: ['text', 'long_text', 'number'],
      rows: [
        ['München', 'Leopoldstraße', '1512491'],
        ['Köln', 'Hohe Straße', '1084831'],
        ['Zürich', 'Bahnhofstraße', ''],
      ],
    });
    await screenshot(page, 'import-csv-table');
  });

  it('imports cells pasted from a spreadsheet, with the keyboard only', async () => {
    const modal = await openCreateTable('Pasted');
    // From the name, Tab reaches the importer choice; arrows move through it as through any radio group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await modal.getByRole('radio', { name: 'Paste table data' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('TEXTAREA');
    await page.keyboard.insertText('Ada\tLovelace\t1815\nGrace\tHopper\t1906\n"Margaret\tH."\tHamilton\t1936\n');
    await modal.getByRole('table').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await modal.getByRole('checkbox', { name: 'First row is header' }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => previewRows(modal)).toEqual([
      ['Column 1', 'Column 2', 'Column 3'],
      ['Ada', 'Lovelace', '1815'],
      ['Grace', 'Hopper', '1906'],
      ['Margaret\tH.', 'Hamilton', '1936'],
    ]);
    await screenshot(page, 'import-paste-preview');
    const tableId = await addTable(modal, 'Ada');
    expect(await tableContent(tableId)).toEqual({
      fields: ['Field 1', 'Field 2', 'Field 3'],
      types: ['text', 'text', 'number'],
      rows: [
        ['Ada', 'Lovelace', '1815'],
        ['Grace', 'Hopper', '1906'],
        ['Margaret\tH.', 'Hamilton', '1936'],
      ],
    });
  });

  it("leaves out the rows whose values do not fit their column's type, and lists them before the table opens", async () => {
    const modal = await openCreateTable('Orders');
    await modal.getByText('Paste table data').click();
    await modal.getByRole('textbox', { name: 'Paste the table data' }).fill('Order\tDue\tTotal\nA-1\t2024-03-01\t12.50\nA-2\tsoon\t8\nA-3\t2024-03-09\tfree\nA-4\t2024-03-10\t3.25\n');
    await modal.getByRole('table').waitFor();
    // 'soon' and 'free' keep the guesses at text; the person makes the columns a date and a number.
    for (const [column, type] of [['Due', 'Date'], ['Total', 'Number']] as const) {
      await modal.getByRole('button', { name: `Type of ${column}` }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
    }
    await expect.poll(() => previewTypes(modal)).toEqual(['Single line text', 'Date', 'Number']);
    const choice = modal.getByRole('button', { name: /^Values that do not fit a column's type/ });
    expect(await choice.textContent()).toContain('Import the row with the cell empty');
    await choice.click();
    await page.getByRole('option', { name: 'Leave the row out and list it in the report' }).click();
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, 'import-not-fitting-choice');
    await modal.getByRole('button', { name: 'Add table' }).click();
    await modal.getByText('Imported 2 rows. 2 rows could not be imported:').waitFor();
    expect(await modal.getByRole('list', { name: 'Lines not imported' }).getByRole('listitem').allTextContents()).toEqual([
      'Line 3: Column "Due": "soon" is not a date (YYYY-MM-DD).',
      'Line 4: Column "Total": "free" is not a number.',
    ]);
    await screenshot(page, 'import-not-fitting-report');
    await modal.getByRole('button', { name: 'Open table' }).click();
    await modal.waitFor({ state: 'detached' });
    const tableId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('[data-row-index="0"]').getByText('A-1', { exact: true }).waitFor();
    expect(await tableContent(tableId)).toEqual({
      fields: ['Order', 'Due', 'Total'],
      types: ['text', 'date', 'number'],
      rows: [
        ['A-1', '2024-03-01', '12.50'],
        ['A-4', '2024-03-10', '3.25'],
      ],
    });
  });

  it('says what is wrong with a broken XML file, then imports a good one', async () => {
    const modal = await openCreateTable('Notes');
    await modal.getByText('Import an XML file').click();
    await modal.getByLabel('Choose XML file').setInputFiles({ name: 'broken.xml', mimeType: 'text/xml', buffer: Buffer.from('<notes><note><to>Ada</note></notes>') });
    const alert = modal.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Something went wrongError occured while processing XML: .+/);
    await screenshot(page, 'import-xml-error');
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<notes>\n  <note><to>Zoë</to><from>東京</from><body>Don\'t forget</body></note>\n  <note><to>Ada</to><body>Engines &amp; numbers</body></note>\n</notes>\n';
    await modal.getByLabel('Choose XML file').setInputFiles({ name: 'notes.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
    await expect.poll(() => previewRows(modal)).toEqual([
      ['to', 'from', 'body'],
      ['Zoë', '東京', "Don't forget"],
      ['Ada', '', 'Engines & numbers'],
    ]);
    await screenshot(page, 'import-xml-preview');
    const tableId = await addTable(modal, 'Zoë');
    expect(await tableContent(tableId)).toEqual({
      fields: ['to', 'from', 'body'],
      types: ['text', 'text', 'text'],
      rows: [
        ['Zoë', '東京', "Don't forget"],
        ['Ada', '', 'Engines & numbers'],
      ],
    });
  });

  it('imports the second sheet of an Excel workbook, with its dates, formulas’ results and booleans', async () => {
    const modal = await openCreateTable('People');
    await modal.getByText('Import an Excel file').click();
    await modal.getByLabel('Choose Excel file').setInputFiles({ name: 'people.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(peopleWorkbook()) });
    await expect.poll(() => previewRows(modal)).toEqual([['Note'], ['See the People sheet']]);
    await modal.getByRole('button', { name: 'Sheet: Summary' }).click();
    await page.getByRole('option', { name: 'People' }).click();
    await expect.poll(() => previewRows(modal)).toEqual([
      ['Name', 'Born', 'Score', 'Total', 'Active'],
      ['Ada Lovelace', '2024-03-15', '3.14', '6.28', 'true'],
      ['Grace Hopper', '2024-03-16', '2', '4', 'false'],
      ['Katherine & Dorothy', '', '10', 'high', ''],
    ]);
    expect(await previewTypes(modal)).toEqual(['Single line text', 'Date', 'Number', 'Single line text', 'Boolean']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'import-xlsx-preview');
    const tableId = await addTable(modal, 'Ada Lovelace');
    expect(await tableContent(tableId)).toEqual({
      fields: ['Name', 'Born', 'Score', 'Total', 'Active'],
      types: ['text', 'date', 'number', 'text', 'boolean'],
      rows: [
        ['Ada Lovelace', '2024-03-15', '3.14', '6.28', 'true'],
        ['Grace Hopper', '2024-03-16', '2.00', '4', 'false'],
        ['Katherine & Dorothy', '', '10.00', 'high', 'false'],
      ],
    });
    await screenshot(page, 'import-xlsx-table');
  });

  it('says a deeply nested JSON file is too deep, then imports an array of objects', async () => {
    const modal = await openCreateTable('Projects');
    await modal.getByText('Import a JSON file').click();
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    await modal.getByLabel('Choose JSON file').setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(deep) });
    await modal.getByRole('alert').getByText(/nests deeper than 100 levels/).waitFor();
    const projects = [
      { name: 'Engine', budget: 1200, owner: { name: 'Ada' } },
      { name: 'Compiler', budget: 800, tags: ['navy', 'cobol'] },
    ];
    await modal.getByLabel('Choose JSON file').setInputFiles({ name: 'projects.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(projects)) });
    await expect.poll(() => previewRows(modal)).toEqual([
      ['name', 'budget', 'owner', 'tags'],
      ['Engine', '1200', '{"name":"Ada"}', ''],
      ['Compiler', '800', '', '["navy","cobol"]'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'import-json-preview');
    const tableId = await addTable(modal, 'Engine');
    expect(await tableContent(tableId)).toEqual({
      fields: ['name', 'budget', 'owner', 'tags'],
      types: ['text', 'number', 'text', 'text'],
      rows: [
        ['Engine', '1200', '{"name":"Ada"}', ''],
        ['Compiler', '800', '', '["navy","cobol"]'],
      ],
    });
  });
});
