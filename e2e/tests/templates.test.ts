import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// A newcomer's first question, "what can I build with this?" (issue 31): Ada opens the template
// gallery from the dashboard, previews the project tracker's real rows in the read-only grid,
// uses it in her group and finds the new database, with its tables, in the sidebar and open.
let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;

interface TemplateSummary {
  id: number;
  name: string;
  group_id: number;
}

// What the preview should show, read the way the gallery reads it: anonymously, from the template's group.
async function firstTableOf(template: TemplateSummary) {
  const [database] = await callApi<{ tables: { id: number; name: string }[] }[]>(cellar.url, undefined, 'GET', `/applications/group/${template.group_id}/`);
  const table = database!.tables[0]!;
  const [view] = await callApi<{ id: number }[]>(cellar.url, undefined, 'GET', `/database/views/table/${table.id}/`);
  const fields = await callApi<{ id: number; primary: boolean }[]>(cellar.url, undefined, 'GET', `/database/fields/table/${table.id}/`);
  const primary = fields.find((field) => field.primary)!;
  const rows = await callApi<{ results: Record<string, unknown>[] }>(cellar.url, undefined, 'GET', `/database/views/grid/${view!.id}/?limit=2`);
  return { table, tableNames: database!.tables.map((candidate) => candidate.name), firstRows: rows.results.map((row) => String(row[`field_${primary.id}`])) };
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token } = await signUpAda(cellar.url));
  // axe's script is injected into the page, which Cellar's CSP would refuse.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('the template gallery', () => {
  it('previews a template in the grid and installs it into a group, which opens it', async () => {
    const categories = await callApi<{ templates: TemplateSummary[] }[]>(cellar.url, undefined, 'GET', '/templates/');
    const template = categories.flatMap((category) => category.templates).find((candidate) => candidate.name === 'Project tracker')!;
    const expected = await firstTableOf(template);

    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('region', { name: /Ada/ }).getByRole('button', { name: 'Templates' }).click();
    const gallery = page.getByRole('dialog', { name: 'Templates' });
    await gallery.getByRole('list', { name: 'All templates' }).waitFor();
    expect(await gallery.getByRole('list', { name: 'All templates' }).getByRole('button').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'templates-gallery');
    expect(await seriousViolations(page)).toEqual([]);

    await gallery.getByRole('button', { name: 'Project tracker', exact: true }).click();
    const grid = gallery.getByRole('grid', { name: `${expected.table.name} (preview)` });
    for (const name of expected.firstRows) await grid.getByText(name, { exact: true }).first().waitFor();
    expect(await gallery.getByRole('tab').allTextContents()).toEqual(expected.tableNames);
    expect(await grid.getByRole('button', { name: 'Add row' }).count()).toBe(0);
    await screenshot(page, 'templates-preview');
    expect(await seriousViolations(page)).toEqual([]);

    await gallery.getByRole('button', { name: 'Use this template' }).click();
    await gallery.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/database\/\d+\/table\/\d+$/);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    for (const name of expected.tableNames) await sidebar.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('grid', { name: expected.table.name }).getByText(expected.firstRows[0]!, { exact: true }).first().waitFor();
    await screenshot(page, 'templates-installed');
  });
});
