import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// One person exports a view of a small table as CSV from the view's menu (issue 35): the modal
// follows the job to a Download link, the browser downloads the file, and a cell that would be a
// formula in a spreadsheet comes out neutralised; then she duplicates the table from the sidebar.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, view: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const data = [['Item', 'Note'], ['Paper', '=1+1'], ['Ink', 'plain'], ['Refund', '-5']];
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Budget', data, first_row_header: true })).id;
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${ids.table}/`))[0]!.id;
  // axe's script needs the CSP bypassed, as in the other journeys; downloads are kept to be read.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true, acceptDownloads: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('exporting and duplicating in the browser', () => {
  it('exports a view as CSV, follows the job and downloads a spreadsheet-safe file', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}/${ids.view}`);
    await page.getByRole('button', { name: /^View: / }).click();
    await page.getByRole('button', { name: /^Export view / }).click();
    const dialog = page.getByRole('dialog', { name: 'Export view of Budget' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Export', { exact: true }).inputValue()).toBe(String(ids.view));

    // A five-row export finishes within the first poll; the first answer is held at 40 % so the
    // running state can be seen and photographed (the server's later answers pass unchanged).
    let held = false;
    await page.route(/\/api\/database\/export\/\d+\/$/, async (route) => {
      const response = await route.fetch();
      if (held) return route.fulfill({ response });
      held = true;
      const job = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...job, state: 'started', status: 'started', progress_percentage: 40, url: null } });
    });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Export of Budget' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('40');
    await dialog.getByRole('button', { name: 'Cancel export' }).waitFor();
    await screenshot(page, 'export-modal-in-progress');

    const link = dialog.getByRole('link', { name: 'Download' });
    await link.waitFor({ timeout: 15_000 });
    await screenshot(page, 'export-modal-finished');
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Item');
    // '=1+1' would be evaluated by a spreadsheet; the export prefixes it. '-5' is still a number.
    expect(text).toContain("'=1+1");
    expect(text).not.toMatch(/(^|,)=1\+1/m);
    expect(lines.find((line) => line.includes('Refund'))).toMatch(/(^|,)"?-5"?$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('duplicates a table from its sidebar menu; the copy appears in the sidebar once', async () => {
    const tables = page.getByRole('list', { name: /^Tables of / });
    await tables.getByRole('button', { name: 'Options for Budget' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect.poll(() => tables.getByRole('link', { name: /^Budget \d+$/ }).count(), { timeout: 15_000 }).toBe(1);
    // The realtime table_created and the finished job both bring the copy; it is listed once.
    expect(await tables.getByRole('link', { name: /^Budget/ }).count()).toBe(2);
    const copies = (await api<{ id: number; name: string }[]>('GET', `/database/tables/database/${ids.database}/`)).filter((table) => table.name.startsWith('Budget'));
    expect(copies).toHaveLength(2);
  });

  it("lists the person's background jobs: the copy and the export, finished, with the export's file", async () => {
    await page.getByRole('button', { name: 'Background jobs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Background jobs' });
    const jobs = dialog.getByRole('list', { name: 'Your jobs' });
    await jobs.getByRole('listitem', { name: 'Table copy, finished' }).waitFor();
    const exported = jobs.getByRole('listitem', { name: 'Table export, finished' });
    expect(await exported.getByRole('link', { name: /^Download .*\.csv$/ }).getAttribute('href')).toMatch(/\/export_files\/.+\.csv$/);
    await screenshot(page, 'background-jobs');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports the database to a file and imports that file back as a new database', async () => {
    const databases = () => page.getByRole('button', { name: /^Options for Ada's company/ });
    expect(await databases().count()).toBe(1);
    await databases().first().click();
    await page.getByRole('menuitem', { name: 'Export database' }).click();
    const exportDialog = page.getByRole('dialog', { name: "Export Ada's company" });
    await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
    const link = exportDialog.getByRole('link', { name: 'Download' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = (await download.path())!;
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Import database' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import database' });
    await importDialog.getByLabel('Choose export file (.zip or .json)').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: await readFile(file) });
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByRole('button', { name: /^Open / }).waitFor({ timeout: 30_000 });
    expect(await importDialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'import-database-finished');
    expect(await seriousViolations(page)).toEqual([]);
    // The imported database opens, with its tables, and is in the sidebar once, beside the original.
    await importDialog.getByRole('button', { name: /^Open / }).click();
    await importDialog.waitFor({ state: 'detached' });
    await expect.poll(() => databases().count()).toBe(2);
    const importedTables = page.getByRole('list', { name: "Tables of Ada's company 2" });
    await importedTables.getByRole('link', { name: 'Budget', exact: true }).click();
    await page.getByRole('grid').getByText('=1+1').waitFor();
  });
});
