import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser } from '../support/browser.js';
import { startCellar, type CellarProcess } from '../support/cellar-process.js';
import { callApi, signUpAda } from '../support/signed-in.js';

// One person connects a table to a service of her own (issue 37): a receiver on this machine, allowed
// although private through WEBHOOKS_ALLOWED_ADDRESSES. She creates the webhook in the table's menu,
// tries it with a test call, edits a cell in the grid and finds the rows.updated call in its log.
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let cellar: CellarProcess;
let browser: Browser;
let page: Page;
let token: string;
let receiver: Server;
let hookUrl = '';
const received: Received[] = [];
const ids = { database: 0, table: 0, name: 0 };
const shots = '/tmp/shots';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => callApi<T>(cellar.url, token, method, path, body);
const shoot = (name: string) => page.screenshot({ path: `${shots}/webhooks-${name}.png` });
const dialog = (): Locator => page.getByRole('dialog', { name: 'Contacts webhooks' });

async function openWebhooks(): Promise<Locator> {
  await page.getByRole('list', { name: /^Tables of / }).getByRole('button', { name: 'Options for Contacts' }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await dialog().waitFor();
  return dialog();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cellar-hook`;

  cellar = await startCellar({ WEBHOOKS_ALLOWED_ADDRESSES: '127.0.0.1/32' });
  browser = await launchBrowser();
  ({ token, databaseId: ids.database } = await signUpAda(cellar.url));
  ids.table = (await api<{ id: number }>('POST', `/database/tables/database/${ids.database}/`, { name: 'Contacts', data: [['Name'], ['Grace'], ['Alan']], first_row_header: true })).id;
  ids.name = (await api<{ id: number }[]>('GET', `/database/fields/table/${ids.table}/`))[0]!.id;
  // axe's script needs the CSP bypassed, as in the other journeys.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'jwt_token', value: token, url: cellar.url }]);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await cellar?.stop();
  await new Promise((done) => receiver?.close(done));
});

describe('webhooks in the browser', () => {
  it('creates a webhook to a local receiver from the table menu after a test call that reaches it', async () => {
    await page.goto(`${cellar.url}/database/${ids.database}/table/${ids.table}`);
    const modal = await openWebhooks();
    await modal.getByText(/You have not created any webhooks yet/).waitFor();
    await modal.getByRole('button', { name: 'Create webhook' }).click();
    const form = modal.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Name', { exact: true }).fill('Contacts to my service');
    await form.getByLabel('URL', { exact: true }).fill(hookUrl);
    await form.getByRole('radio', { name: 'Let me select individual events' }).check();
    await form.getByRole('checkbox', { name: 'Rows are created' }).click();
    await form.getByRole('checkbox', { name: 'Rows are updated' }).click();
    await form.getByRole('button', { name: 'Add header' }).click();
    await page.keyboard.type('X-Journey');
    await form.getByLabel('Header 1 value').fill('webhooks');

    await form.getByLabel('Test with event').selectOption('rows.updated');
    await form.getByRole('button', { name: 'Trigger test webhook' }).click();
    const result = form.getByRole('region', { name: 'Test webhook' });
    await result.waitFor({ timeout: 15_000 });
    expect(await result.getByRole('status').textContent()).toBe('200 OK');
    expect(await result.locator('pre').first().textContent()).toContain('rows.updated');
    expect(await result.locator('pre').last().textContent()).toContain('{"received":true}');
    const test = received.find((call) => call.url === '/cellar-hook');
    expect(test?.headers['x-journey']).toBe('webhooks');
    expect(JSON.parse(test!.body)).toMatchObject({ event_type: 'rows.updated', table_id: ids.table });
    await result.scrollIntoViewIfNeeded();
    await shoot('test-call');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Create webhook' }).click();
    const list = modal.getByRole('list', { name: 'Webhooks of Contacts' });
    const item = list.getByRole('listitem', { name: 'Contacts to my service' });
    await item.waitFor();
    expect(await item.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await item.getByText(hookUrl).count()).toBe(1);
    await shoot('list');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('delivers a cell edit as a signed rows.updated call that shows in the webhook’s call log', async () => {
    const before = received.length;
    const cell = page.locator(`[data-row-index="0"] [data-field-id="${ids.name}"]`);
    await cell.click();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell.textContent()).toBe('Grace Hopper');

    // The webhook opens to its secret and its form, whatever delivery has done yet.
    const modal = await openWebhooks();
    const item = modal.getByRole('listitem', { name: 'Contacts to my service' });
    await item.getByRole('button', { name: 'Details of Contacts to my service' }).click();
    const secret = (await item.locator('code').first().textContent())!;
    expect(secret.length).toBeGreaterThan(20);
    expect(await item.getByRole('form', { name: 'Edit Contacts to my service' }).getByLabel('Header 1 name').inputValue()).toBe('X-Journey');
    await shoot('details');
    expect(await seriousViolations(page)).toEqual([]);

    // Delivery runs beside the request that changed the row; a second or two is ample for one call.
    await expect.poll(() => received.slice(before).find((call) => JSON.parse(call.body).event_type === 'rows.updated'), { timeout: 20_000 }).toBeTruthy();
    const call = received.slice(before).find((one) => JSON.parse(one.body).event_type === 'rows.updated')!;
    const payload = JSON.parse(call.body) as { items: Record<string, unknown>[]; old_items: Record<string, unknown>[] };
    expect(payload.items[0]).toMatchObject({ Name: 'Grace Hopper' });
    expect(payload.old_items[0]).toMatchObject({ Name: 'Grace' });
    // The signature checks out with the secret the dialog shows, as docs/webhooks.md tells a receiver.
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(call.headers['x-cellar-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${call.body}`).digest('hex'));

    // The log is read as it was when the dialog opened; Refresh reads it again until the call is there.
    const calls = item.getByRole('list', { name: 'Calls of Contacts to my service' });
    // A call waiting in the outbox is listed too; the one looked for has been answered.
    const logged = calls.getByRole('button').filter({ hasText: 'Rows are updated' }).filter({ hasText: '200 OK' }).first();
    await expect
      .poll(
        async () => {
          if ((await logged.count()) > 0) return true;
          await item.getByRole('button', { name: 'Refresh calls of Contacts to my service' }).click();
          return false;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await logged.click();
    expect(await logged.getAttribute('aria-expanded')).toBe('true');
    expect(await calls.locator('pre').first().textContent()).toContain('Grace Hopper');
    await calls.locator('pre').last().scrollIntoViewIfNeeded();
    await shoot('call-log');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    // Focus went back to where the menu was opened from, not to the page's start.
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Options for Contacts');
  });

  it('switches the webhook off from its form, and says so in words beside it', async () => {
    const modal = await openWebhooks();
    const item = modal.getByRole('listitem', { name: 'Contacts to my service' });
    await item.getByRole('button', { name: 'Details of Contacts to my service' }).click();
    const form = item.getByRole('form', { name: 'Edit Contacts to my service' });
    await form.getByRole('switch', { name: 'Active' }).click();
    await form.getByText('Webhook is deactivated').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Webhook successfully updated.').waitFor();
    await item.getByText(/^Deactivated/).waitFor();
    expect((await api<{ active: boolean }[]>('GET', `/database/webhooks/table/${ids.table}/`))[0]?.active).toBe(false);
    // The item is taller than the dialog: its head, with the badge and the notice under it, is what is looked at.
    await modal.getByRole('button', { name: 'Create webhook' }).scrollIntoViewIfNeeded();
    await shoot('deactivated');
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone's width the dialog takes the screen and the form's rows stack.
    await page.setViewportSize({ width: 375, height: 740 });
    await form.getByLabel('URL', { exact: true }).scrollIntoViewIfNeeded();
    await shoot('phone');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
