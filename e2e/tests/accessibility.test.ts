import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi } from '../support/signed-in.js';

// axe-core over the states an accessibility audit walks (issue 17): WCAG 2.0–2.2 A/AA and best practice.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One rule broken on one state, split by where its nodes sit: inside the grid (owned by the grid rework) or elsewhere. */
interface Finding {
  state: string;
  id: string;
  impact: string;
  outside: string[];
  inGrid: string[];
}

let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
const ids = { database: 0, table: 0 };
const findings: Finding[] = [];

/**
 * Runs axe over the page as it is now and records what it finds. Nodes inside the grid's
 * `[role="grid"]` are reported but not asserted: the grid's keyboard and ARIA semantics are
 * being reworked separately (issue 17 points 1–3).
 */
async function scan(target: Page, state: string): Promise<Finding[]> {
  if (!(await target.evaluate('typeof window.axe !== "undefined"'))) await target.addScriptTag({ path: axePath });
  // Written as page script: the e2e project is typed for Node, without the DOM's classes.
  // Colours are judged once opening animations (a modal fading in) have ended; spinners never end and are not waited for.
  const raw = (await target.evaluate(`(async () => {
    const finite = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(tags)} }, resultTypes: ['violations'] });
    const inGrid = (node) => {
      const element = document.querySelector(node.target[node.target.length - 1]);
      return Boolean(element && element.closest('[role="grid"]'));
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      outside: v.nodes.filter((n) => !inGrid(n)).map((n) => n.target.join(' ') + ' — ' + n.failureSummary.split('\\n').slice(1, 2).join('').trim()),
      inGrid: v.nodes.filter(inGrid).map((n) => n.target.join(' ')),
    }));
  })()`)) as Omit<Finding, 'state'>[];
  const found = raw.map((violation) => ({ state, ...violation }));
  findings.push(...found);
  return found;
}

/** Fails on critical or serious violations outside the grid, naming them and their first nodes. */
async function expectNoSeriousViolations(target: Page, state: string): Promise<void> {
  const serious = (await scan(target, state)).filter((f) => (f.impact === 'critical' || f.impact === 'serious') && f.outside.length > 0);
  expect(serious.map((f) => `${f.id} (${f.impact}): ${f.outside.slice(0, 3).join(' | ')}`)).toEqual([]);
}

const visible = (locator: ReturnType<Page['locator']>) => () => locator.isVisible();

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  // The first account is staff, so the admin settings page is reachable.
  token = (await callApi<{ token: string }>(cellar.url, undefined, 'POST', '/user/', { name: 'Ada', email: 'ada@example.com', password: 'analytical engine', authenticate: true })).token;
  const [database] = await callApi<{ id: number }[]>(cellar.url, token, 'GET', '/applications/');
  ids.database = database!.id;
  const table = await callApi<{ id: number }>(cellar.url, token, 'POST', `/database/tables/database/${ids.database}/`, {
    name: 'Journey',
    data: [['Name'], ['Alpha'], ['Beta']],
    first_row_header: true,
  });
  ids.table = table.id;
  await callApi(cellar.url, token, 'POST', `/database/fields/table/${table.id}/`, { name: 'Due', type: 'date', date_format: 'EU' });
  page = await newPage(token);
});

/** A page whose context lets axe's script in past Cellar's Content-Security-Policy; signed in with `jwt` when given. */
async function newPage(jwt?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  if (jwt) await context.addCookies([{ name: 'jwt_token', value: jwt, url: cellar.url }]);
  return context.newPage();
}

const openTable = async () => {
  await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
  await page.locator('[data-row-index="0"]').first().waitFor();
};

afterAll(async () => {
  // A compact summary to quote: state, rule, impact, node count (outside the grid / inside it).
  const lines = findings.map((f) => `${f.state.padEnd(18)} ${f.id.padEnd(32)} ${f.impact.padEnd(9)} ${f.outside.length}${f.inGrid.length ? ` (+${f.inGrid.length} in grid)` : ''}`);
  console.log(`axe summary (${findings.length} violations)\n${lines.join('\n') || 'none'}`);
  await browser?.close();
  await cellar?.stop();
});

describe('axe-core finds no critical or serious violations', () => {
  it('on the login page', async () => {
    const visitor = await newPage();
    await visitor.goto(`${cellar.url}/login`);
    await visitor.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoSeriousViolations(visitor, 'login');
    await visitor.close();
  });

  it('on the sign-up page with errors', async () => {
    const visitor = await newPage();
    await visitor.goto(`${cellar.url}/signup`);
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => visitor.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(visitor, 'signup-errors');
    await visitor.close();
  });

  it('on the dashboard', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('h1').first().waitFor();
    await expectNoSeriousViolations(page, 'dashboard');
  });

  it('in the members modal', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Invite others' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousViolations(page, 'members-modal');
    await page.keyboard.press('Escape');
  });

  it('on an empty database, which offers to create or import its first table', async () => {
    const [group] = await callApi<{ id: number }[]>(cellar.url, token, 'GET', '/groups/');
    const empty = await callApi<{ id: number }>(cellar.url, token, 'POST', `/applications/group/${group!.id}/`, { name: 'Empty', type: 'database' });
    await page.goto(`${cellar.url}/database/${empty.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Import' }).waitFor();
    await expectNoSeriousViolations(page, 'empty-database');
    await callApi(cellar.url, token, 'DELETE', `/applications/${empty.id}/`);
  });

  it('in the create-table modal', async () => {
    await openTable();
    await page.getByRole('button', { name: 'Create table' }).click();
    await page.getByRole('dialog', { name: 'Create new table' }).waitFor();
    await expectNoSeriousViolations(page, 'create-table-modal');
    await page.keyboard.press('Escape');
  });

  it('on the grid', async () => {
    await openTable();
    await expectNoSeriousViolations(page, 'grid');
  });

  it('in the field popup', async () => {
    await openTable();
    await page.getByRole('button', { name: 'Create field' }).click();
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    await expectNoSeriousViolations(page, 'field-popup');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
  });

  it('in the row modal', async () => {
    await openTable();
    await page.locator('[data-row-index="0"] [data-field-id]').first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Enlarge row' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousViolations(page, 'row-modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('in the hide-fields menu', async () => {
    await openTable();
    await page.getByRole('button', { name: 'Hide Fields' }).click();
    await page.getByRole('switch', { name: 'Due' }).waitFor();
    await expectNoSeriousViolations(page, 'hide-fields-menu');
    await page.keyboard.press('Escape');
  });

  it('in the date editor', async () => {
    await openTable();
    const due = page.locator('[data-row-index="0"] [data-field-id]').nth(1);
    await due.click();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Pick a date' }).waitFor();
    await expectNoSeriousViolations(page, 'date-editor');
    await page.keyboard.press('Escape');
  });

  it('in the settings modal', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousViolations(page, 'settings-modal');
    await page.keyboard.press('Escape');
  });

  it('on the admin settings page', async () => {
    await page.goto(`${cellar.url}/admin/settings`);
    await expect.poll(visible(page.getByLabel('Allow creating new accounts'))).toBe(true);
    await expectNoSeriousViolations(page, 'admin-settings');
  });

  it('on the 404 page', async () => {
    await page.goto(`${cellar.url}/no/such/page`);
    await page.locator('h1').first().waitFor();
    await expectNoSeriousViolations(page, '404');
  });
});

// Written as page script: the e2e project is typed for Node, without the DOM's classes.
const focused = (target: Page): Promise<string> =>
  target.evaluate("(() => { const e = document.activeElement; return e ? `${e.tagName.toLowerCase()}: ${(e.getAttribute('aria-label') || e.textContent || '').trim()}` : 'none'; })()") as Promise<string>;

/** Focuses `locator` as a keyboard user would reach it, so `:focus-visible` applies. */
async function keyboardFocus(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.page().keyboard.press('Shift');
  await locator.focus();
}

describe('focus is managed and visible', () => {
  it('offers a skip link past the sidebar', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to content');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^main/);
  });

  it('returns focus to what opened each dialog', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await keyboardFocus(nav.getByRole('button', { name: 'Invite others' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Invite others');

    await keyboardFocus(page.getByRole('button', { name: /Account menu/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/^button: .*Account menu for Ada/);

    await openTable();
    await keyboardFocus(page.getByRole('button', { name: 'Create table' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create new table' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Create table');
  });

  it('opens "Create group" from the switcher with Enter, focuses the dialog and returns to the switcher', async () => {
    const switcher = page.getByRole('button', { name: /Switch group/ });
    await keyboardFocus(switcher);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Switch group' }).getByRole('button', { name: 'Create group' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create new group' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate("Boolean(document.activeElement?.closest('[role=\"dialog\"]'))")).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/Switch group$/);
  });

  it('moves focus to the heading after a route change', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => focused(page)).toMatch(/^h1: /);
  });

  it('moves focus to the first invalid field after a failed submit', async () => {
    const visitor = await newPage();
    await visitor.goto(`${cellar.url}/signup`);
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => visitor.evaluate("document.activeElement?.getAttribute('name')")).toBe('name');
    await visitor.close();
  });

  it('draws a focus ring on buttons, links, sidebar items, inputs and dashboard tiles', async () => {
    await page.goto(`${cellar.url}/dashboard`);
    await page.locator('h1').first().waitFor();
    const ringOf = (locator: ReturnType<Page['locator']>) =>
      locator.page().evaluate("(() => { const style = getComputedStyle(document.activeElement); return `${style.outlineStyle} ${style.outlineWidth}`; })()") as Promise<string>;
    const controls: [string, ReturnType<Page['locator']>][] = [
      ['focus-button', page.getByRole('button', { name: 'Invite others' }).last()],
      ['focus-sidebar-item', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })],
      ['focus-dashboard-tile', page.locator('main button[class*="_tile_"]').first()],
    ];
    for (const [name, control] of controls) {
      await keyboardFocus(control);
      expect(await ringOf(control)).toBe('solid 2px');
      await screenshot(page, name);
    }
    const visitor = await newPage();
    await visitor.goto(`${cellar.url}/login`);
    const link = visitor.getByRole('link', { name: 'Sign up' });
    await keyboardFocus(link);
    expect(await ringOf(link)).toBe('solid 2px');
    await screenshot(visitor, 'focus-link');
    const input = visitor.getByLabel('E-mail address');
    await keyboardFocus(input);
    expect(await ringOf(input)).toBe('solid 2px');
    await screenshot(visitor, 'focus-input');
    await visitor.close();
  });
});
