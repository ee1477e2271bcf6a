import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookSignatureHeader } from '@cellar/core';
import { attemptSucceeded, sendWebhook, type SendWebhookOptions } from '../../src/database/webhooks/delivery/send-webhook.js';

// One webhook call against a receiver on this machine: the address policy at connect time, the
// caps on time and answer, and the signature a receiver checks.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function receiver(handle: (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void, host = '127.0.0.1'): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handle(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, received };
}

const ok = (_request: http.IncomingMessage, response: http.ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
const loopbackAllowed: SendWebhookOptions = { allowedAddresses: ['127.0.0.0/8'], timeoutMs: 2_000, maxResponseBytes: 64 * 1024 };
const call = (url: string, secret: string | null = 'shh') => ({ url, method: 'POST' as const, headers: { 'X-Team': 'ops' }, body: '{"event_type":"rows.created"}', secret });

// What a receiver does to check a call (docs/webhooks.md): recompute the HMAC of "<t>.<body>".
function verifies(header: string, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'));
}

describe('sending one webhook call', () => {
  it('sends the body with the webhook headers and a signature the receiver verifies with the secret', async () => {
    const target = await receiver(ok);
    const attempt = await sendWebhook(call(`${target.url}/hook?x=1`), loopbackAllowed);
    expect(attemptSucceeded(attempt)).toBe(true);
    expect(attempt).toMatchObject({ status: 200, error: null, unreachable: false });
    expect(attempt.request).toMatch(/^POST \/hook\?x=1 HTTP\/1\.1\r\n/);
    expect(attempt.response).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"ok":true\}$/);
    const [got] = target.received;
    expect(got).toMatchObject({ method: 'POST', body: '{"event_type":"rows.created"}' });
    expect(got?.headers['x-team']).toBe('ops');
    expect(got?.headers['content-type']).toBe('application/json');
    const signature = got?.headers[webhookSignatureHeader.toLowerCase()] as string;
    expect(verifies(signature, got?.body ?? '', 'shh')).toBe(true);
    expect(verifies(signature, got?.body ?? '', 'other secret')).toBe(false);
    expect(Math.abs(Number(/^t=(\d+)/.exec(signature)?.[1]) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('sends the payload with a GET too, as the reference does, so its signature verifies', async () => {
    const target = await receiver(ok);
    const attempt = await sendWebhook({ ...call(`${target.url}/hook`), method: 'GET' }, loopbackAllowed);
    expect(attempt).toMatchObject({ status: 200, error: null });
    const [got] = target.received;
    expect(got).toMatchObject({ method: 'GET', body: '{"event_type":"rows.created"}' });
    expect(verifies(got?.headers[webhookSignatureHeader.toLowerCase()] as string, got?.body ?? '', 'shh')).toBe(true);
  });

  it('sends no signature without a secret, and a webhook header cannot forge one', async () => {
    const target = await receiver(ok);
    await sendWebhook({ ...call(target.url, null), headers: { [webhookSignatureHeader]: 't=1,v1=00' } }, loopbackAllowed);
    expect(target.received[0]?.headers[webhookSignatureHeader.toLowerCase()]).toBeUndefined();
  });

  it('refuses a loopback target unless the operator allowed its address', async () => {
    const target = await receiver(ok);
    const refused = await sendWebhook(call(target.url), { ...loopbackAllowed, allowedAddresses: [] });
    expect(refused).toMatchObject({ status: null, unreachable: true, response: null });
    expect(refused.error).toMatch(/not allowed/);
    expect(attemptSucceeded(refused)).toBe(false);
    // Another private range listed does not open loopback.
    expect((await sendWebhook(call(target.url), { ...loopbackAllowed, allowedAddresses: ['10.0.0.0/8', 'not an address'] })).unreachable).toBe(true);
    expect(target.received).toHaveLength(0);
  });

  it('refuses a host name that resolves to a private address, at connect time', async () => {
    const target = await receiver(ok);
    const port = new URL(target.url).port;
    const refused = await sendWebhook(call(`http://localhost:${port}/`), { ...loopbackAllowed, allowedAddresses: [] });
    expect(refused.unreachable).toBe(true);
    expect(refused.error).toMatch(/localhost/);
    expect(target.received).toHaveLength(0);
  });

  it('refuses a redirect to 127.0.0.1 from an allowed target', async () => {
    const inside = await receiver(ok);
    const outside = await receiver((_request, response) => response.writeHead(307, { location: `${inside.url}/admin` }).end(), '127.0.0.2');
    const attempt = await sendWebhook(call(outside.url), { ...loopbackAllowed, allowedAddresses: ['127.0.0.2'] });
    expect(outside.received).toHaveLength(1);
    expect(inside.received).toHaveLength(0);
    expect(attempt).toMatchObject({ status: null, unreachable: true });
    expect(attempt.error).toMatch(/127\.0\.0\.1.*not allowed/);
  });

  it('follows an allowed redirect, repeating the body on a 307', async () => {
    const final = await receiver(ok);
    const first = await receiver((_request, response) => response.writeHead(307, { location: `${final.url}/moved` }).end());
    const attempt = await sendWebhook(call(first.url), loopbackAllowed);
    expect(attempt.status).toBe(200);
    expect(final.received[0]).toMatchObject({ method: 'POST', url: '/moved', body: '{"event_type":"rows.created"}' });
  });

  it('reads a 10 MB answer only up to the cap', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const target = await receiver((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const more = () => {
        while (sent < 160 && !response.destroyed) {
          sent += 1;
          if (!response.write(chunk)) return response.once('drain', more);
        }
        if (!response.destroyed) response.end();
      };
      more();
    });
    const attempt = await sendWebhook(call(target.url), { ...loopbackAllowed, maxResponseBytes: 10_000 });
    expect(attempt.status).toBe(200);
    expect(attemptSucceeded(attempt)).toBe(true);
    const body = (attempt.response ?? '').split('\r\n\r\n')[1] ?? '';
    expect(body.length).toBe(10_000);
  });

  it('gives up on a target that never answers after the timeout', async () => {
    const target = await receiver(() => undefined);
    const started = Date.now();
    const attempt = await sendWebhook(call(target.url), { ...loopbackAllowed, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(attempt).toMatchObject({ status: null, unreachable: true });
    expect(attempt.error).toMatch(/timed out/);
  });

  it('records a failing answer as an answer that did not succeed', async () => {
    const target = await receiver((_request, response) => response.writeHead(500).end('broken'));
    const attempt = await sendWebhook(call(target.url), loopbackAllowed);
    expect(attempt).toMatchObject({ status: 500, unreachable: false, error: null });
    expect(attemptSucceeded(attempt)).toBe(false);
  });
});
