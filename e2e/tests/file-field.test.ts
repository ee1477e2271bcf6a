import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person uploads an image into a file cell through the upload modal, sees its thumbnail,
// previews it beside a second file, renames it, moves between the two and deletes one.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0, view: 0, name: 0, files: 0 };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);

// A 64×40 PNG (blue with a yellow middle), so the test needs no image library.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAYAAABOzvzpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAj0lEQVRoge2ZuQ2AQBADnVMLNboz+iIyAUWMEBNMbq3u9rFz9t6fCS2AJrQAmtACaEILoAktgCa0AJrQAmhCC6AJLeDzBdh1oFiA+gLmF6g9YDbBOgXmGKx7wFyE6iY4V+F6C8xjqF6D8xyufsA0RKojNC2xaopOV7ja4jMXqMHITIZqNDazwRqOznS4bxEecubBBzraWDcAAAAASUVORK5CYII=',
  'base64',
);

type FileCell = { name: string; visible_name: string; is_image: boolean; thumbnails: unknown }[];
const fileCells = async () =>
  (await api<{ results: Record<string, unknown>[] }>('GET', `/database/views/grid/${ids.view}/?limit=100&offset=0`)).results.map((row) => row[`field_${ids.files}`] as FileCell);
const cellOf = (row: number, fieldId: number): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${fieldId}"]`);

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const table = await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Gallery', data: [['Name'], ['Sunset']], first_row_header: true });
  ids.table = table.id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${table.id}/`))[0]!.id;
  ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${table.id}/`))[0]!.id;
  ids.files = (await api<{ id: number }>('POST', `/database/fields/table/${table.id}/`, { name: 'Pictures', type: 'file' })).id;
  page = await signedInPage(browser, cellar.url, token);
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('a file field in the browser', () => {
  it('uploads an image through the modal, showing progress, and shows its thumbnail in the cell', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await cellOf(0, ids.files).waitFor();
    // The upload is held back a moment, so the modal can be seen mid-upload.
    let releaseUpload: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/user-files/upload-file/', async (route) => {
      await held;
      await route.continue();
    });
    await cellOf(0, ids.files).click();
    // One Enter opens the upload modal (issue 38).
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Upload from my device' });
    await modal.waitFor();
    await modal.getByLabel('Choose files').setInputFiles([{ name: 'sunset.png', mimeType: 'image/png', buffer: png }]);
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => modal.getByRole('progressbar', { name: 'Upload of sunset.png' }).getAttribute('aria-valuetext')).toMatch(/^Uploading/);
    await screenshot(page, 'file-field-upload-modal');
    releaseUpload();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(async () => (await fileCells())[0]?.map((file) => file.visible_name)).toEqual(['sunset.png']);
    await page.keyboard.press('Escape');
    const thumbnail = cellOf(0, ids.files).locator('img');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toContain('/media/thumbnails/tiny/');
    await expect.poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalHeight: number }).naturalHeight)).toBe(21);
  });

  it('previews the files, renames one, moves with keys and buttons, and deletes one', async () => {
    // A second file, a text file, added through the API by its name.
    const form = new FormData();
    form.append('file', new Blob(['Minutes of the meeting']), 'minutes.txt');
    const uploaded = await (await fetch(`${cellar.url}/api/user-files/upload-file/`, { method: 'POST', body: form, headers: { Authorization: `JWT ${token}` } })).json() as { name: string };
    const [row] = (await api<{ results: { id: number }[] }>('GET', `/database/views/grid/${ids.view}/?limit=1&offset=0`)).results;
    const current = (await fileCells())[0]!;
    await api('PATCH', `/database/rows/table/${ids.table}/${row!.id}/`, { [`field_${ids.files}`]: [...current, { name: uploaded.name }] });
    await page.reload();
    await cellOf(0, ids.files).click();
    await page.keyboard.press('Enter');
    // Enter opened the upload modal; Escape comes back to the cell's files.
    await page.getByRole('dialog', { name: 'Upload from my device' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Upload from my device' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Preview sunset.png' }).click();
    let preview = page.getByRole('dialog', { name: 'sunset.png' });
    await preview.getByRole('img', { name: 'sunset.png' }).waitFor();
    // Past the modal's fade-in, so the picture shows it as people see it.
    await page.waitForTimeout(400);
    await screenshot(page, 'file-field-preview');
    await page.keyboard.press('ArrowRight');
    preview = page.getByRole('dialog', { name: 'minutes.txt' });
    await preview.getByText('No preview for this document').waitFor();
    await preview.getByRole('button', { name: 'Previous file' }).click();
    preview = page.getByRole('dialog', { name: 'sunset.png' });
    await preview.getByRole('button', { name: 'Rename sunset.png' }).click();
    const nameInput = preview.getByRole('textbox', { name: 'File name' });
    await expect.poll(() => nameInput.evaluate((input) => input === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    await page.keyboard.type('Golden hour');
    await page.keyboard.press('Enter');
    preview = page.getByRole('dialog', { name: 'Golden hour' });
    await preview.getByRole('button', { name: 'Next file' }).click();
    preview = page.getByRole('dialog', { name: 'minutes.txt' });
    await preview.getByRole('button', { name: 'Delete minutes.txt' }).click();
    preview = page.getByRole('dialog', { name: 'Golden hour' });
    await preview.waitFor();
    await screenshot(page, 'preview-after-rename-delete');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await fileCells())[0]?.map((file) => file.visible_name)).toEqual(['Golden hour']);
    const [file] = (await fileCells())[0]!;
    expect(file?.is_image).toBe(true);
    const media = await fetch((file as unknown as { url: string }).url);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
