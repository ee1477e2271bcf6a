import type { Browser, Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signedInPage, signUpAda } from '../support/signed-in.js';

// One person has the same table open in two browsers. What one does, the other sees without a
// reload; the one that did it is not told of its own change. Then the connection is cut: the
// person is told it is reconnecting, and what happened meanwhile shows once it is back; a
// connection that cannot come back ends in 'Failed' with 'Refresh page'.
let cellar: CellarProcess;
let browser: Browser;
let token: string;
let first: Page;
let second: Page;
const ids = { database: 0, table: 0, name: 0 };
// Every message the server sent to each page's socket, as it arrived.
const heard = new Map<Page, string[]>();
// The socket of the second page, as the test can cut it.
let secondSocket: WebSocketRoute | null = null;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const tableUrl = () => `${cellar.url}/database/${ids.database}/table/${ids.table}`;
const footer = (page: Page): Promise<string | null> => page.locator('footer').last().textContent();
const namesShown = async (page: Page): Promise<string[]> =>
  (await page.locator(`[data-row-index] [data-field-id="${ids.name}"]`).allTextContents()).map((text) => text.trim());
const notifications = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });
const typesHeard = (page: Page): string[] => (heard.get(page) ?? []).map((text) => (JSON.parse(text) as { type: string }).type);

// Passes the page's socket through to Cellar, recording what Cellar sends.
async function recordSocket(page: Page, onOpen: (route: WebSocketRoute) => void = () => {}): Promise<void> {
  heard.set(page, []);
  await page.routeWebSocket(/\/ws\/core\//, (route) => {
    const server = route.connectToServer();
    server.onMessage((message) => {
      heard.get(page)!.push(String(message));
      route.send(message);
    });
    onOpen(route);
  });
}

async function openTable(page: Page): Promise<void> {
  await page.goto(tableUrl());
  await expect.poll(() => footer(page)).toBe('3 rows');
  // Subscribed once the server has said so.
  await expect.poll(() => typesHeard(page)).toContain('page_add');
}

beforeAll(async () => {
  cellar = await startCellar();
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  const data = [['Name', 'Colour'], ['Apple', 'red'], ['Banana', 'yellow'], ['Cherry', 'red']];
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Fruit', data, first_row_header: true })).id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`))[0]!.id;
  first = await signedInPage(browser, cellar.url, token);
  second = await signedInPage(browser, cellar.url, token);
  // Its timers flow as usual, and the reconnection test moves them on rather than waiting out the 5 s between attempts.
  await second.clock.install();
  await recordSocket(first);
  await recordSocket(second, (route) => (secondSocket = route));
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
});

describe('live collaboration between two browsers', () => {
  it('shows a cell edited in one browser in the other, and does not echo it back', async () => {
    await openTable(first);
    await openTable(second);
    await first.locator(`[data-row-index="1"] [data-field-id="${ids.name}"]`).click();
    await first.keyboard.type('Blueberry');
    await first.keyboard.press('Enter');
    await expect.poll(() => namesShown(second)).toEqual(['Apple', 'Blueberry', 'Cherry']);
    expect(typesHeard(second)).toContain('row_updated');
    expect(typesHeard(first)).not.toContain('row_updated');
  });

  it('tells someone editing a cell that it changed under them, keeps their text, and shows the change on Escape (issue 38)', async () => {
    const cell = second.locator(`[data-row-index="1"] [data-field-id="${ids.name}"]`);
    await cell.click();
    await second.keyboard.type('Bil');
    const [, blueberry] = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${ids.table}/`)).results;
    await api('PATCH', `/database/rows/table/${ids.table}/${blueberry!.id}/`, { [`field_${ids.name}`]: 'Blackberry' });
    const notice = cell.getByRole('status');
    await expect.poll(() => notice.textContent()).toBe('Ada just changed this cell. Enter saves yours over it; Escape shows theirs.');
    expect(await cell.locator('input, textarea').first().inputValue()).toBe('Bil');
    await screenshot(second, 'live-collaboration-changed-under-edit');
    await second.keyboard.press('Escape');
    await expect.poll(() => namesShown(second)).toEqual(['Apple', 'Blackberry', 'Cherry']);
    expect(await cell.locator('[data-remote-edit]').getAttribute('data-by')).toBe('Ada');
    await api('PATCH', `/database/rows/table/${ids.table}/${blueberry!.id}/`, { [`field_${ids.name}`]: 'Blueberry' });
    for (const page of [first, second]) await expect.poll(() => namesShown(page)).toEqual(['Apple', 'Blueberry', 'Cherry']);
  });

  it('adds a row in the other browser, in the place it was created', async () => {
    const [, , cherry] = (await api<{ results: { id: number }[] }>('GET', `/database/rows/table/${ids.table}/`)).results;
    await api('POST', `/database/rows/table/${ids.table}/?before=${cherry!.id}`, { [`field_${ids.name}`]: 'Coconut' });
    for (const page of [first, second]) {
      await expect.poll(() => namesShown(page)).toEqual(['Apple', 'Blueberry', 'Coconut', 'Cherry']);
      expect(await footer(page)).toBe('4 rows');
    }
  });

  it('removes a row deleted in the other browser', async () => {
    await second.locator(`[data-row-index="0"] [data-field-id="${ids.name}"]`).click({ button: 'right' });
    await second.getByRole('menuitem', { name: 'Delete row' }).click();
    await expect.poll(() => namesShown(first)).toEqual(['Blueberry', 'Coconut', 'Cherry']);
    expect(await footer(first)).toBe('3 rows');
  });

  it('shows a new field, a renamed field and a filter made elsewhere', async () => {
    const field = await api<{ id: number }>('POST', `/database/fields/table/${ids.table}/`, { name: 'Ripe', type: 'boolean' });
    await expect.poll(() => second.getByRole('columnheader', { name: /Ripe/ }).count()).toBe(1);
    await api('PATCH', `/database/fields/${field.id}/`, { name: 'Is ripe' });
    await expect.poll(() => first.getByRole('columnheader', { name: /Is ripe/ }).count()).toBe(1);

    const [view] = await api<{ id: number }[]>('GET', `/database/views/table/${ids.table}/`);
    await api('POST', `/database/views/${view!.id}/filters/`, { field: ids.name, type: 'contains', value: 'err' });
    for (const page of [first, second]) await expect.poll(() => namesShown(page)).toEqual(['Blueberry', 'Cherry']);
    expect(await second.getByRole('button', { name: '1 Filter' }).count()).toBe(1);
    await screenshot(second, 'live-collaboration-second-browser');
  });

  it('says it is reconnecting when the connection drops, and catches up once it is back', async () => {
    // While the socket is down, the server refuses the upgrade; the page keeps asking.
    let refuse = true;
    await second.unrouteAll({ behavior: 'wait' });
    await second.routeWebSocket(/\/ws\/core\//, (route) => {
      if (refuse) return route.close();
      const server = route.connectToServer();
      server.onMessage((message) => route.send(message));
    });
    secondSocket!.close();
    await expect.poll(() => notifications(second).getByText('Reconnecting with server.').count()).toBe(1);
    expect(await notifications(second).getByText('Reconnecting', { exact: true }).count()).toBe(1);
    await screenshot(second, 'live-collaboration-reconnecting');

    await api('POST', `/database/rows/table/${ids.table}/`, { [`field_${ids.name}`]: 'Elderberry' });
    refuse = false;
    // The next attempt comes 5 s after the last.
    await second.clock.runFor(5_000);
    await expect.poll(() => notifications(second).getByText('Reconnecting with server.').count()).toBe(0);
    await expect.poll(() => namesShown(second)).toEqual(['Blueberry', 'Cherry', 'Elderberry']);
  });

  it('gives up after more than ten attempts and offers to refresh the page', async () => {
    const third = await signedInPage(browser, cellar.url, token);
    await third.clock.install();
    await third.routeWebSocket(/\/ws\/core\//, (route) => route.close());
    await third.goto(tableUrl());
    await expect.poll(() => notifications(third).getByText('Reconnecting with server.').count()).toBe(1);
    for (let attempt = 0; attempt < 11; attempt += 1) await third.clock.runFor(5_000);
    await expect.poll(() => notifications(third).getByText('Connection to the server has failed. Please refresh the page.').count()).toBe(1);
    expect(await notifications(third).getByText('Failed', { exact: true }).count()).toBe(1);
    expect(await notifications(third).getByText('Reconnecting with server.').count()).toBe(0);
    await screenshot(third, 'live-collaboration-failed');
    await notifications(third).getByRole('button', { name: 'Refresh page' }).click();
    await third.waitForLoadState('load');
  });
});
