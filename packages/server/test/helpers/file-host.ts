import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, systemResolve, type OutboundPolicy, type ResolvedAddress } from '../../src/user-files/fetch/address-policy.js';

/** What the file host answers on a path. */
export type FileHostHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A local HTTP server that uploads by URL fetch from in tests, with a programmable answer per
 * path, and a fake DNS for names a test invents. It is on loopback, which the server refuses;
 * `policy` admits exactly 127.0.0.1 on this port as a test exception and nothing else.
 */
export class FileHost {
  private server: Server | undefined;
  private readonly handlers = new Map<string, FileHostHandler>();
  /** Names the test's resolver answers itself; any other name goes to the system resolver. */
  readonly dns = new Map<string, ResolvedAddress[]>();
  /** Every path requested, in order. */
  readonly requests: string[] = [];
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.requests.push(request.url ?? '');
      const handler = this.handlers.get((request.url ?? '').split('?')[0] ?? '');
      if (handler) handler(request, response);
      else response.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** The URL of a path on this host. */
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Answers a path with these bytes. */
  serve(path: string, body: Buffer | string, headers: Record<string, string> = {}): void {
    this.handlers.set(path, (_request, response) => response.writeHead(200, headers).end(body));
  }

  /** Answers a path with a handler of the test's own. */
  handle(path: string, handler: FileHostHandler): void {
    this.handlers.set(path, handler);
  }

  /** Redirects a path to a location. */
  redirect(path: string, location: string, status = 302): void {
    this.handlers.set(path, (_request, response) => response.writeHead(status, { location }).end());
  }

  /** The server's policy plus one exception: this host, by its exact address and port. */
  get policy(): OutboundPolicy {
    return {
      allows: (address, port) => (address === '127.0.0.1' && port === this.port) || isPublicAddress(address),
      resolve: async (hostname) => this.dns.get(hostname) ?? systemResolve(hostname),
    };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
