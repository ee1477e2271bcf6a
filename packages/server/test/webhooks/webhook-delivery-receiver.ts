import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSignatureHeader } from '@cellar/core';

/** A call a receiver got, with its JSON body parsed. */
export interface DeliveredCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  payload: Record<string, unknown>;
  at: number;
}

/**
 * A local receiver for delivery tests: `answer` picks each call's status (200 unless told), and
 * `until` waits for the calls a test expects.
 */
export async function startDeliveryReceiver(answer: (call: DeliveredCall, index: number) => number = () => 200) {
  const received: DeliveredCall[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // A GET carries no body.
      }
      const call = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, payload, at: Date.now() };
      received.push(call);
      response.writeHead(answer(call, received.length - 1), { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The calls for one webhook, in the order they came. */
    of: (webhookId: number) => received.filter((call) => call.payload.webhook_id === webhookId),
    async until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`receiver: still waiting after ${timeoutMs} ms (${received.length} calls so far)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What a receiver does to check a call came from this Cellar (docs/webhooks.md). */
export function signatureVerifies(call: DeliveredCall, secret: string): boolean {
  const header = call.headers[webhookSignatureHeader.toLowerCase()];
  const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${call.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'));
}
