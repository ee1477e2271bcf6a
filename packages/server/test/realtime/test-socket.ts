import WebSocket from 'ws';
import type { TestServer } from '../helpers/test-server.js';

/** A message the server sent, parsed. */
export type ServerMessage = { type: string } & Record<string, unknown>;

const waitLimitMs = 5000;

/**
 * A real WebSocket client of `/ws/core/` that keeps every message it receives, so a test can take
 * them in order by type and check that nothing else arrived.
 */
export class TestSocket {
  private readonly unread: ServerMessage[] = [];
  private wake: (() => void) | undefined;
  /** Resolves with the close code when the server (or the test) closes the socket. */
  readonly closed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.unread.push(JSON.parse(data.toString()) as ServerMessage);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  /** Connects with `?jwt_token=<jwt>`, or with no token parameter when `jwt` is null. */
  static async open(serverUrl: string, jwt: string | null): Promise<TestSocket> {
    const query = jwt === null ? '' : `?jwt_token=${encodeURIComponent(jwt)}`;
    const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/ws/core/${query}`);
    const client = new TestSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Connects, waits for a successful authentication, and answers the socket with its `web_socket_id`. */
  static async signedIn(serverUrl: string, jwt: string): Promise<TestSocket & { id: string }> {
    const client = await TestSocket.open(serverUrl, jwt);
    const answer = await client.next('authentication');
    if (answer.success !== true) throw new Error(`authentication failed: ${JSON.stringify(answer)}`);
    return Object.assign(client, { id: answer.web_socket_id as string });
  }

  /** Opens a table's page and waits for the server's `page_add`. */
  async joinTable(tableId: number): Promise<void> {
    this.send({ page: 'table', table_id: tableId });
    await this.next('page_add');
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends a binary frame, which no client of the contract sends. */
  sendBinary(data: Buffer): void {
    this.socket.send(data, { binary: true });
  }

  /** The first unread message; with a type, it must be of that type (anything earlier fails the test). */
  async next(type?: string): Promise<ServerMessage> {
    const deadline = Date.now() + waitLimitMs;
    while (this.unread.length === 0) {
      if (Date.now() > deadline) throw new Error(`no message${type ? ` of type ${type}` : ''} within ${waitLimitMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
    }
    const message = this.unread.shift() as ServerMessage;
    if (type && message.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(message)}`);
    return message;
  }

  /** What arrived and was not taken yet. */
  get pending(): readonly ServerMessage[] {
    return this.unread;
  }

  close(): void {
    this.socket.close();
  }
}

/** A REST call as a browser tab makes it: the user's JWT and, when given, the tab's WebSocket id. */
export function callAsTab(server: TestServer, token: string, method: string, path: string, json?: unknown, webSocketId?: string) {
  const headers: Record<string, string> = { authorization: `JWT ${token}` };
  if (webSocketId) headers.websocketid = webSocketId;
  return server.api.raw(method, path, { json, headers });
}
