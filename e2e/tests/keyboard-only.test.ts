import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { callApi } from '../support/signed-in.js';

// A person who uses no mouse at all, from the sign-up page to typing into a table (issue 17):
// sign up, create a group, a database and a table, add fields, type into cells of four types,
// enlarge a row and close it again, and Tab out of the grid. Only page.keyboard is used after
// the page is opened; the page itself counts pointer events to prove it. Each failed submit on
// the way must be announced: its message is an alert, and focus goes to the field to fix.
const journey = useJourney();
let page: Page;
const ids = { group: 0, database: 0, table: 0 };

interface Field {
  id: number;
  name: string;
  type: string;
  date_format?: string;
}

const token = async (): Promise<string> => (await page.context().cookies()).find((cookie) => cookie.name === 'jwt_token')!.value;
const api = async <T>(method: string, path: string): Promise<T> => callApi<T>(journey.cellar.url, await token(), method, path);
// Answers at once, also while the element is not (yet) there.
const isFocused = (locator: Locator): Promise<boolean> => locator.evaluateAll((elements) => elements.some((element) => element === element.ownerDocument.activeElement));
// What has focus, as a screen reader would name it; for failure messages and Tab loops.
const focusedName = (): Promise<string> =>
  page.evaluate("(() => { const e = document.activeElement; return e ? `${e.getAttribute('role') ?? e.tagName.toLowerCase()}: ${(e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.textContent || '').trim().slice(0, 60)}` : 'none'; })()");
const grid = (): Locator => page.getByRole('grid', { name: 'Samples' });
// The cell a screen reader is pointed at: the grid's active descendant, with its column's name.
const activeCell = (): Promise<{ column: string | null; text: string } | null> =>
  page.evaluate(`(() => {
    const grid = document.querySelector('[role="grid"]');
    const cell = document.getElementById(grid?.getAttribute('aria-activedescendant') ?? '');
    if (!cell) return null;
    const header = grid.querySelector('[role="columnheader"][aria-colindex="' + cell.getAttribute('aria-colindex') + '"]');
    return { column: header?.getAttribute('aria-label') ?? null, text: cell.textContent.trim() };
  })()`);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page; fails after `limit` presses. */
async function tabTo(target: Locator, { backwards = false, limit = 25 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`Tab never reached ${target.toString()}; focus is on ${await focusedName()}`);
}

/** Submits the focused form empty and expects the error read out and focus on the field to fix. */
async function expectAnnouncedError(field: Locator, message: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  // The message is an alert (announced as it appears) and the field's description (read with it).
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const description = page.locator(`[id="${describedBy}"]`);
  expect(await description.getAttribute('role')).toBe('alert');
  expect(await description.textContent()).toBe(message);
  await expect.poll(() => isFocused(field)).toBe(true);
}

beforeAll(async () => {
  page = await journey.newPerson();
  // Any pointer event, real or synthetic, is counted; a keyboard press's click has detail 0 and no pointer events.
  await page.addInitScript(`(() => {
    window.__pointerEvents = 0;
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'mousemove', 'wheel']) {
      addEventListener(type, () => { window.__pointerEvents += 1; }, true);
    }
  })()`);
});

describe('Cellar without a mouse', () => {
  it('signs up, after the empty form is refused aloud, and lands on the dashboard heading', async () => {
    await page.goto(`${journey.cellar.url}/signup`);
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await expectAnnouncedError(name, 'This field is required.');
    await screenshot(page, 'keyboard-only-signup-errors');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('analytical engine');
    await page.keyboard.press('Tab');
    await page.keyboard.type('analytical engine');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    // The form that had focus is gone: focus goes to the new page's heading, not to <body>.
    await expect.poll(() => isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/, Ada$/);
    await screenshot(page, 'keyboard-only-dashboard');
  });

  it('creates a group from the group switcher', async () => {
    const switcher = page.getByRole('button', { name: /Switch group$/ });
    await tabTo(switcher);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('combobox', { name: 'Search groups' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: 'Create group' }))).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create new group' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await expectAnnouncedError(name, 'This field is required.');
    await page.keyboard.type('Research');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(page.getByRole('button', { name: /Research.*Switch group$/ }))).toBe(true);
    const groups = await api<{ id: number; name: string }[]>('GET', '/groups/');
    ids.group = groups.find((group) => group.name === 'Research')!.id;
  });

  it('creates a database from the sidebar', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await tabTo(sidebar.getByRole('button', { name: 'Create new' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('menuitem', { name: 'Database', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create new Database' });
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog.getByRole('textbox', { name: 'Name' }))).toBe(true);
    await page.keyboard.type('Lab');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(sidebar.getByRole('button', { name: 'Create new' }))).toBe(true);
    const applications = await api<{ id: number; name: string; group: { id: number } }[]>('GET', `/applications/group/${ids.group}/`);
    expect(applications.map((application) => application.name)).toEqual(['Lab']);
    ids.database = applications[0]!.id;
  });

  it('creates a table from the sidebar and lands on its heading', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const lab = sidebar.getByRole('button', { name: 'Lab', exact: true });
    await tabTo(lab, { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => lab.getAttribute('aria-expanded')).toBe('true');
    await tabTo(sidebar.getByRole('button', { name: 'Create table' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create new table' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await expectAnnouncedError(name, 'This field is required.');
    await page.keyboard.type('Samples');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/table\/\d+$/);
    ids.table = Number(/\/table\/(\d+)$/.exec(page.url())![1]);
    await expect.poll(() => isFocused(page.getByRole('heading', { level: 1, name: 'Samples' }))).toBe(true);
    await screenshot(page, 'keyboard-only-new-table');
  });

  it('adds a number field and a date field with the "Create field" button and its form', async () => {
    const createField = grid().getByRole('button', { name: 'Create field' });
    await tabTo(createField);
    await page.keyboard.press('Enter');
    let form = page.getByRole('dialog', { name: 'Create field' });
    let name = form.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await expectAnnouncedError(name, 'This field is required.');
    await page.keyboard.type('Weight');
    await page.keyboard.press('Tab');
    expect(await isFocused(form.getByRole('button', { name: 'Type', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Search' }))).toBe(true);
    await page.keyboard.type('Number');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('button', { name: 'Type', exact: true }).textContent()).toBe('Number');
    // The closed list hands focus back to its button a moment after the choice shows.
    await expect.poll(() => isFocused(form.getByRole('button', { name: 'Type', exact: true }))).toBe(true);
    await screenshot(page, 'keyboard-only-number-field-form');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.count()).toBe(0);
    await page.getByRole('columnheader', { name: 'Weight' }).waitFor();
    // Creating gives the keys back to the grid, where the new column is.
    await expect.poll(() => isFocused(grid())).toBe(true);

    await tabTo(createField);
    await page.keyboard.press('Enter');
    form = page.getByRole('dialog', { name: 'Create field' });
    name = form.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.type('Measured');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Date');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('button', { name: 'Type', exact: true }).textContent()).toBe('Date');
    await expect.poll(() => isFocused(form.getByRole('button', { name: 'Type', exact: true }))).toBe(true);
    await page.keyboard.press('Tab');
    const format = form.getByRole('button', { name: 'Date format' });
    expect(await isFocused(format)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('listbox'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => format.textContent()).toBe('ISO (2020-02-20)');
    await expect.poll(() => isFocused(format)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.count()).toBe(0);
    await page.getByRole('columnheader', { name: 'Measured' }).waitFor();

    const fields = await api<Field[]>('GET', `/database/fields/table/${ids.table}/`);
    expect(fields.filter((field) => field.name === 'Weight' || field.name === 'Measured').map(({ name: n, type, date_format }) => ({ name: n, type, date_format }))).toEqual([
      { name: 'Weight', type: 'number', date_format: undefined },
      { name: 'Measured', type: 'date', date_format: 'ISO' },
    ]);
  });

  it('types a text, a number and a date, and toggles a checkbox with Space and Enter', async () => {
    await expect.poll(() => isFocused(grid())).toBe(true);
    await page.keyboard.press('Control+Home');
    expect(await activeCell()).toEqual({ column: 'Name', text: 'Tesla' });
    await page.keyboard.type('Curie');
    // Enter saves and moves down, as in a spreadsheet (issue 38); back up to the typed cell.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeCell).toEqual({ column: 'Name', text: 'Curie' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect((await activeCell())?.column).toBe('Active');
    const checkbox = page.locator(`[id="${await grid().getAttribute('aria-activedescendant')}"] [role="checkbox"]`);
    const before = await checkbox.getAttribute('aria-checked');
    await page.keyboard.press('Space');
    await expect.poll(() => checkbox.getAttribute('aria-checked')).not.toBe(before);
    await page.keyboard.press('Enter');
    await expect.poll(() => checkbox.getAttribute('aria-checked')).toBe(before);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeCell).toEqual({ column: 'Weight', text: '42' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('2024-05-17');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeCell).toEqual({ column: 'Measured', text: '2024-05-17' });
    await screenshot(page, 'keyboard-only-typed');

    // Saved: the server has the row as typed.
    const fields = await api<Field[]>('GET', `/database/fields/table/${ids.table}/`);
    const key = (fieldName: string) => `field_${fields.find((field) => field.name === fieldName)!.id}`;
    await expect
      .poll(async () => {
        const { results } = await api<{ results: Record<string, unknown>[] }>('GET', `/database/rows/table/${ids.table}/`);
        const row = results[0]!;
        return [row[key('Name')], row[key('Active')], row[key('Weight')], row[key('Measured')]];
      })
      .toEqual(['Curie', before !== 'true', '42', '2024-05-17']);
  });

  it('enlarges the row with Space and gives focus back to the grid when Escape closes it', async () => {
    await page.keyboard.press('Home');
    expect(await activeCell()).toEqual({ column: 'Name', text: 'Curie' });
    await page.keyboard.press('Space');
    const modal = page.getByRole('dialog', { name: 'Curie' });
    await modal.waitFor();
    await expect.poll(() => page.evaluate("Boolean(document.activeElement?.closest('[role=\"dialog\"]'))")).toBe(true);
    expect(await modal.getByRole('textbox', { name: 'Weight' }).inputValue()).toBe('42');
    await screenshot(page, 'keyboard-only-row-modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => isFocused(grid())).toBe(true);
    expect(await activeCell()).toEqual({ column: 'Name', text: 'Curie' });
  });

  it('leaves the grid with Tab at the end of the row, and with Escape then Tab from anywhere', async () => {
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(await isFocused(grid().getByRole('button', { name: 'Create field' }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(grid())).toBe(true);
    expect((await activeCell())?.column).toBe('Measured');
    await page.keyboard.press('Home');
    await page.keyboard.press('Escape');
    expect(await activeCell()).toBeNull();
    await page.keyboard.press('Tab');
    expect(await isFocused(grid())).toBe(false);
    expect(await focusedName()).toBe('button: Create field');
    await screenshot(page, 'keyboard-only-left-grid');
  });

  it('kept the values after a reload, and never saw a pointer event', async () => {
    expect(await page.evaluate('window.__pointerEvents')).toBe(0);
    await page.reload();
    const row = page.locator('[role="row"][data-row-index="0"]:not([aria-busy])');
    await expect.poll(() => row.count()).toBe(1);
    const snapshot = await row.ariaSnapshot();
    expect(snapshot).toContain('rowheader "Curie"');
    expect(snapshot).toContain('gridcell "42"');
    expect(snapshot).toContain('gridcell "2024-05-17"');
    await screenshot(page, 'keyboard-only-after-reload');
    expect(await page.evaluate('window.__pointerEvents')).toBe(0);
  });
});
