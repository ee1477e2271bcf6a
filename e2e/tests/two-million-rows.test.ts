import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// Issue 10, point 7: a view of 2,000,000 rows scrolls to any position. 2,000,000 × 33 px is
// twice what Chromium lays out in one element, so the grid scales its canvas (verticalScale.ts);
// here the scrollbar's end, its middle and Ctrl+End must show the rows that are really there.
// The rows are written with SQL on PostgreSQL (the API would take minutes), so it needs one.
const serverUrl = process.env.TEST_DATABASE_URL;
const rowCount = 2_000_000;
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let admin: pg.Client;
const database = `cellar_e2e_rows_${process.pid}`;
const ids = { database: 0, table: 0, name: 0 };

// Written as page script: the e2e project is typed for Node, without the DOM.
const scrollTo = (fraction: number) =>
  page.evaluate(`(() => { const grid = document.querySelector('[role="grid"]'); grid.scrollTop = (grid.scrollHeight - grid.clientHeight) * ${fraction}; })()`);
const canvasHeight = () => page.evaluate<number>(`document.querySelector('[role="grid"]').scrollHeight`);
// The row number and the enlarge button side by side in the details cell, neither cut (issue 38).
const numberFits = (index: number) =>
  page.evaluate<boolean>(`(() => {
    const cell = document.querySelector('[data-row-index="${index}"] [aria-colindex="1"]');
    const number = cell.querySelector('span').getBoundingClientRect();
    const button = cell.querySelector('[data-row-expand]').getBoundingClientRect();
    return number.right <= button.left && button.right <= cell.getBoundingClientRect().right;
  })()`);
const shownNames = () => page.locator(`[data-row-index] [data-field-id="${ids.name}"]`).allTextContents();

describe.skipIf(!serverUrl)('a grid view of 2,000,000 rows', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    cellar = await startCellar({ DATABASE_URL: url.toString() });
    browser = await launchBrowser();
    const { token, databaseId } = await signUpAda(cellar.url);
    ids.database = databaseId;
    const table = await callApi<{ id: number }>(cellar.url, token, 'POST', `/database/tables/database/${databaseId}/`, {
      name: 'Readings',
      data: [['Name'], ['Row 1']],
      first_row_header: true,
    });
    ids.table = table.id;
    ids.name = (await callApi<{ id: number }[]>(cellar.url, token, 'GET', `/database/fields/table/${table.id}/`))[0]!.id;
    const rows = new pg.Client({ connectionString: url.toString() });
    await rows.connect();
    const started = Date.now();
    await rows.query(`insert into database_table_${table.id} ("order", field_${ids.name})
      select n, 'Row ' || n from generate_series(2, ${rowCount}) as n`);
    await rows.end();
    console.log(`2,000,000 rows written with SQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    page = await signedInPage(browser, cellar.url, token, { width: 1440, height: 900 });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await cellar?.stop();
    await admin?.query(`drop database if exists ${database}`).catch(() => undefined);
    await admin?.end();
  });

  it('reaches the last row at the end of the scrollbar, and the middle rows in its middle', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    await expect.poll(() => page.locator('footer').textContent(), { timeout: 30_000 }).toBe('2,000,000 rows');
    // The canvas stays under what the browser lays out (rows × 33 px would be 66 million).
    expect(await canvasHeight()).toBeLessThanOrEqual(15_000_000);

    await scrollTo(1);
    await expect.poll(shownNames, { timeout: 30_000 }).toContain('Row 2000000');
    const last = page.locator(`[data-row-index="${rowCount - 1}"]`);
    const box = await last.boundingBox();
    expect(box && box.y > 0 && box.y + box.height <= 900).toBe(true);
    await last.hover();
    expect(await numberFits(rowCount - 1)).toBe(true);
    await screenshot(page, 'grid-two-million-end');

    await scrollTo(0.5);
    // Rows load a moment after the scroll: until then the old ones or grey placeholders show.
    const middleNumbers = async () => (await shownNames()).map((name) => Number(name.replace('Row ', ''))).filter((n) => n > 0);
    await expect.poll(async () => Math.abs(((await middleNumbers())[0] ?? 0) - rowCount / 2) < 1_000, { timeout: 30_000 }).toBe(true);
    const middle = await middleNumbers();
    expect(middle.length).toBeGreaterThan(10);
    // Consecutive, in order, with no gap or overlap between the rows drawn.
    expect(middle).toEqual(middle.map((_, offset) => middle[0]! + offset));
    await screenshot(page, 'grid-two-million-middle');
  });

  it('goes to the last cell with Ctrl+End and back to the first with Ctrl+Home', async () => {
    await scrollTo(0);
    await page.locator(`[data-row-index="0"] [data-field-id="${ids.name}"]`).click();
    await page.keyboard.press('Control+End');
    const active = () => page.evaluate<string | null>(`document.getElementById(document.querySelector('[role="grid"]').getAttribute('aria-activedescendant') ?? '')?.textContent ?? null`);
    await expect.poll(active, { timeout: 30_000 }).toBe('Row 2000000');
    await page.keyboard.press('Control+Home');
    await expect.poll(active, { timeout: 30_000 }).toBe('Row 1');
  });
});
