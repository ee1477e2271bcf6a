import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a receiver got. */
export interface ReceivedCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server on 127.0.0.1 that answers every request with 201 and a small JSON body, keeping what it got. */
export async function startReceiver(): Promise<{ url: string; received: ReceivedCall[]; close(): Promise<void> }> {
  const received: ReceivedCall[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(parts).toString('utf8') });
      response.writeHead(201, { 'content-type': 'application/json', 'x-receiver': 'test' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
