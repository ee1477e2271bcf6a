import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage } from '../support/signed-in.js';

// Issue 16, "Done when": a newcomer's first ten minutes, through the UI only, on a wide screen and
// on a phone. Sign up, create a group by typing straight into its dialog, a database, its first
// table from the sidebar, a number and a boolean field; type values, paste a 50 × 3 block that
// creates rows, undo and redo it, add a row with '+' and type into it, and change a text field
// with words to a number, seeing how many values that would lose first. Cellar runs as
// `npm start` leaves it, without SMTP: the forgot-password page then says mail is not set up.
let cellar: CellarProcess;
let browser: Browser;

beforeAll(async () => {
  // The one journey on an empty data directory: Cellar's real first start, creating its database.
  cellar = await startCellar({}, { fresh: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

type Row = Record<string, unknown> & { id: number };
interface FieldInfo {
  id: number;
  name: string;
  type: string;
}

describe.each([
  { width: 1440, height: 900, person: 'Ada', email: 'ada@example.com' },
  { width: 390, height: 844, person: 'Grace', email: 'grace@example.com' },
])('a newcomer at $width×$height', ({ width, height, person, email }) => {
  const size = `${width}x${height}`;
  const ids = { group: 0, database: 0, table: 0, view: 0 };
  const fields: Record<string, number> = {};
  let page: Page;
  let step = 0;

  const shot = async (name: string) => {
    step += 1;
    await screenshot(page, `newcomer-${size}-${String(step).padStart(2, '0')}-${name}`);
  };
  const token = async (): Promise<string> => (await page.context().cookies()).find((cookie) => cookie.name === 'jwt_token')!.value;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, await token(), method, path, body);
  const rows = async (): Promise<Row[]> => (await api<{ results: Row[] }>('GET', `/database/views/grid/${ids.view}/?limit=200&offset=0`)).results;
  const rowCount = async (): Promise<number> => (await api<{ count: number }>('GET', `/database/views/grid/${ids.view}/?count=true`)).count;
  const values = async (...names: string[]) => (await rows()).map((row) => names.map((name) => row[`field_${fields[name]}`] ?? null));
  const sidebar = (): Locator => page.getByRole('navigation', { name: 'Main' });
  const grid = (): Locator => page.getByRole('grid');
  const footer = (): Promise<string | null> => page.getByText(/^\d[\d,]* rows?$/).textContent();
  const cellOf = (row: number, name: string): Locator => page.locator(`[data-row-index="${row}"] [data-field-id="${fields[name]}"]`);
  const isFocused = (locator: Locator): Promise<boolean> => locator.evaluateAll((elements) => elements.some((element) => element === element.ownerDocument.activeElement));

  /** Opens the sidebar when the layout has folded it away (a phone), so its items can be used. */
  async function openSidebar(): Promise<void> {
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    if (await expand.isVisible()) await expand.click();
  }

  /** Dispatches a paste of tab-separated text on the grid, as Ctrl+V with that clipboard would. */
  async function pasteIntoGrid(text: string): Promise<void> {
    await page.evaluate(`(() => {
      const data = new DataTransfer();
      data.setData('text/plain', ${JSON.stringify(text)});
      document.querySelector('[role="grid"]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    })()`);
  }

  /** Creates a field through the grid's 'Create field' form, choosing its type by typing its name. */
  async function createField(name: string, typeLabel: string): Promise<void> {
    await grid().getByRole('button', { name: 'Create field' }).click();
    const form = page.getByRole('dialog', { name: 'Create field' });
    const nameInput = form.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => isFocused(nameInput)).toBe(true);
    await page.keyboard.type(name);
    await form.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(typeLabel);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('button', { name: 'Type', exact: true }).textContent()).toBe(typeLabel);
    await shot(`field-form-${name.toLowerCase()}`);
    await form.getByRole('button', { name: 'Create field' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await page.getByRole('columnheader', { name }).waitFor();
  }

  async function readFields(): Promise<FieldInfo[]> {
    const all = await api<FieldInfo[]>('GET', `/database/fields/table/${ids.table}/`);
    for (const field of all) fields[field.name] = field.id;
    return all;
  }

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('signs up and sees every group with its databases on the dashboard', async () => {
    await page.goto(`${cellar.url}/signup`);
    await page.getByLabel('Your name').fill(person);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('analytical engine');
    await page.getByLabel('Repeat password').fill('analytical engine');
    await shot('signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/dashboard$/);
    const main = page.getByRole('main');
    await main.getByRole('region', { name: `${person}'s group` }).getByRole('button', { name: new RegExp(`${person}'s company`) }).waitFor();
    await shot('dashboard');
  });

  it('creates a group by typing straight into the dialog', async () => {
    await openSidebar();
    await sidebar().getByRole('button', { name: /Switch group$/ }).click();
    await page.getByRole('dialog', { name: 'Switch group' }).getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new group' });
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog.getByRole('textbox', { name: 'Name' }))).toBe(true);
    await page.keyboard.type('Orchard');
    await shot('create-group');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await sidebar().getByRole('button', { name: /Orchard.*Switch group$/ }).waitFor();
    const groups = await api<{ id: number; name: string }[]>('GET', '/groups/');
    expect(groups.map((group) => group.name)).toEqual([`${person}'s group`, 'Orchard']);
    ids.group = groups[1]!.id;
    await shot('group-created');
  });

  it('creates a database in it', async () => {
    await openSidebar();
    await sidebar().getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Database', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new Database' });
    await expect.poll(() => isFocused(dialog.getByRole('textbox', { name: 'Name' }))).toBe(true);
    await page.keyboard.type('Harvest');
    await shot('create-database');
    await dialog.getByRole('button', { name: 'Add Database' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const applications = await api<{ id: number; name: string }[]>('GET', `/applications/group/${ids.group}/`);
    expect(applications.map((application) => application.name)).toEqual(['Harvest']);
    ids.database = applications[0]!.id;
  });

  it('creates the first table from the sidebar', async () => {
    await openSidebar();
    const database = sidebar().getByRole('button', { name: 'Harvest', exact: true });
    await database.click();
    // An empty database opens to its own page, to create or import its first table: no error toast (issue 38).
    await page.waitForURL(/\/database\/\d+$/);
    await page.getByRole('main').getByRole('button', { name: 'Import' }).waitFor();
    expect(await page.getByText("Couldn't select the database.").count()).toBe(0);
    await shot('empty-database');
    await openSidebar();
    await expect.poll(() => database.getAttribute('aria-expanded')).toBe('true');
    await shot('empty-database-in-sidebar');
    await sidebar().getByRole('button', { name: 'Create table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new table' });
    await expect.poll(() => isFocused(dialog.getByRole('textbox', { name: 'Name' }))).toBe(true);
    await page.keyboard.type('Fruit');
    await shot('create-table');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/table\/\d+$/);
    ids.table = Number(/\/table\/(\d+)$/.exec(page.url())![1]);
    ids.view = (await api<{ id: number }[]>('GET', `/database/views/table/${ids.table}/`))[0]!.id;
    await page.getByRole('heading', { level: 1, name: 'Fruit' }).waitFor();
    await page.locator('[role="row"][data-row-index="0"]:not([aria-busy])').waitFor();
    await readFields();
    await shot('new-table');
  });

  it('sees the new table beside a folded sidebar, its name whole in the bar', async () => {
    // On a phone the sidebar floated over the page; going to the new table folds it away.
    const title = page.getByRole('heading', { level: 1, name: 'Fruit' });
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The name is whole: its text is not cut off with an ellipsis.
    expect(await title.locator('span').evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const nameCell = await cellOf(0, 'Name').boundingBox();
    expect(nameCell && nameCell.x >= 0 && nameCell.x < width).toBe(true);
    expect(await sidebar().getByRole('button', { name: 'Create table' }).isVisible()).toBe(width > 768);
  });

  it('adds a number and a boolean field', async () => {
    await createField('Amount', 'Number');
    await createField('Ripe', 'Boolean');
    const all = await readFields();
    expect(all.filter((field) => field.name === 'Amount' || field.name === 'Ripe').map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'Amount', type: 'number' },
      { name: 'Ripe', type: 'boolean' },
    ]);
    await shot('fields-added');
  });

  it('types values into a text, a long text, a number and a boolean cell', async () => {
    await cellOf(0, 'Name').click();
    await page.keyboard.type('Apples');
    await page.keyboard.press('Enter');
    await cellOf(0, 'Notes').click();
    await page.keyboard.type('crisp and sweet');
    // In a long text Enter is a new line; Tab saves and moves on, as in a spreadsheet.
    await page.keyboard.press('Tab');
    await cellOf(0, 'Amount').click();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await cellOf(0, 'Ripe').click();
    await page.keyboard.press('Space');
    await expect.poll(() => cellOf(0, 'Ripe').getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => (await values('Name', 'Notes', 'Amount', 'Ripe'))[0]).toEqual(['Apples', 'crisp and sweet', '12', true]);
    await shot('typed');
  });

  it('pastes a 50 × 3 block that creates the rows it needs, and undoes and redoes it', async () => {
    const block = Array.from({ length: 50 }, (_, index) => [`Fruit ${index + 1}`, `picked in week ${index + 1}`, index % 2 === 0 ? 'yes' : 'no']);
    const before = await values('Name', 'Notes', 'Active');
    expect(before).toHaveLength(2);
    await cellOf(1, 'Name').click();
    await pasteIntoGrid(block.map((line) => line.join('\t')).join('\n'));
    // Row 1 takes the first line; 49 rows are created for the rest, each with its three values.
    const pasted = [before[0], ...block.map(([name, note, yes]) => [name, note, yes === 'yes'])];
    await expect.poll(() => values('Name', 'Notes', 'Active')).toEqual(pasted);
    await expect.poll(footer).toBe('51 rows');
    await shot('pasted');

    await page.keyboard.press('Control+z');
    await expect.poll(() => values('Name', 'Notes', 'Active')).toEqual(before);
    await expect.poll(rowCount).toBe(2);
    await expect.poll(footer).toBe('2 rows');
    await shot('undone');

    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => values('Name', 'Notes', 'Active')).toEqual(pasted);
    await expect.poll(footer).toBe('51 rows');
    await shot('redone');
  });

  it('adds a row with the + button and types into it straight away', async () => {
    await page.getByRole('button', { name: 'Add row' }).click();
    // The new row's first cell is selected and the grid has the keys. Typing waits for the server's
    // answer: keys typed before it are lost today (reported with issue 16; the grid's own code).
    const newRow = page.locator('[role="row"][data-row-index="51"]:not([aria-busy])');
    await newRow.waitFor();
    await expect.poll(() => newRow.locator('[aria-selected="true"]').count()).toBe(1);
    await expect.poll(() => isFocused(grid())).toBe(true);
    await page.keyboard.type('Quince');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await values('Name')).at(-1)).toEqual(['Quince']);
    await expect.poll(footer).toBe('52 rows');
    await shot('row-added');
  });

  it('is told how many values a type change would empty before it saves it', async () => {
    await page.getByRole('columnheader', { name: 'Notes' }).getByRole('button', { name: 'Notes options' }).click();
    await page.getByRole('menuitem', { name: 'Edit field' }).click();
    const form = page.getByRole('dialog', { name: 'Change field' });
    await form.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill('Number');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = form.getByRole('status').filter({ hasText: 'Of the' });
    await expect.poll(() => warning.textContent()).toBe('Of the 51 cells with a value, 51 will become empty. Save again to change the field anyway.');
    // Nothing is changed until the person confirms.
    expect((await readFields()).find((field) => field.name === 'Notes')?.type).toBe('long_text');
    await shot('loss-warning');
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(async () => (await readFields()).find((field) => field.name === 'Notes')?.type).toBe('number');
    expect(new Set((await values('Notes')).flat())).toEqual(new Set([null]));
    await shot('type-changed');
  });
});

// The README's `npm start` has no SMTP server: a newcomer who forgets their password is told
// that mail is not set up, and where the link goes, instead of being sent to an empty inbox.
describe('a newcomer on a Cellar without mail', () => {
  it('is told on the forgot-password page that the link goes to the server’s log', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${cellar.url}/forgot-password`);
    await page.getByText('Mail is not set up').waitFor();
    expect(await page.getByText('Enter your e-mail address to get a link to choose a new password.').count()).toBe(1);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Reset link made').waitFor();
    expect(await page.getByText('Check your inbox').count()).toBe(0);
    await screenshot(page, 'newcomer-390x844-forgot-password-without-mail');
    await context.close();
  });

  it('is handed the link of an invitation, to copy and pass on (issue 38)', async () => {
    const body = { name: 'Hedy', email: 'hedy@example.com', password: 'frequency hopping', authenticate: true };
    const { token } = await callApi<{ token: string }>(cellar.url, undefined, 'POST', '/user/', body);
    const page = await signedInPage(browser, cellar.url, token, { width: 1440, height: 900 });
    await page.goto(`${cellar.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Invite others' }).click();
    const members = page.getByRole('dialog');
    await members.getByText('Mail is not set up').waitFor();
    await members.getByLabel('E-mail address').fill('lamarr@example.com');
    await members.getByRole('button', { name: 'Send invitation' }).click();
    await members.getByText('Send lamarr@example.com this link').waitFor();
    const link = (await members.locator('code', { hasText: '/group-invitation/' }).textContent()) ?? '';
    expect(link.startsWith(`${cellar.url}/group-invitation/`)).toBe(true);
    // The link is the invitation's own: it opens the invitation page for the invitee.
    const invitation = await callApi<{ email: string }>(cellar.url, undefined, 'GET', `/groups/invitations/token/${link.split('/').pop()}/`);
    expect(invitation.email).toBe('lamarr@example.com');
    await members.getByRole('button', { name: 'Copy invitation link' }).click();
    await members.getByText('Copied!').waitFor();
    await screenshot(page, 'newcomer-invitation-link-without-mail');
    await page.context().close();
  });
});
