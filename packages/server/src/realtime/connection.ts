import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionsService } from '../accounts/sessions.service.js';
import type { Executor } from '../db/executor.js';
import { pageTypes } from './page-types.js';
import type { ConnectedSocket, SocketHub } from './socket-hub.js';

/** What a connection needs: the hub it joins, the sessions that read its JWT, and the database for page access. */
export interface ConnectionDeps {
  hub: SocketHub;
  sessions: SessionsService;
  db: Executor;
  logger: FastifyBaseLogger;
}

/**
 * Runs one `/ws/core/` connection (contract §13): answers the authentication message at once,
 * closing the socket when the JWT does not name an active user, then handles `page` messages one
 * at a time. The JWT is checked only here; its expiry later does not close the socket.
 */
export function runConnection(socket: WebSocket, jwt: string | undefined, deps: ConnectionDeps): void {
  const send = (message: object) => sendText(socket, JSON.stringify(message));
  // Messages may arrive before authentication is done; they wait for it, then run in order.
  const connected = authenticate(socket, jwt, deps);
  let handled: Promise<unknown> = connected;

  socket.on('message', (data, isBinary) => {
    handled = handled
      .then(async () => {
        const client = await connected;
        const message = isBinary ? undefined : parseMessage(data.toString());
        if (client && message && 'page' in message) await changePage(client, message, deps, send);
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'WebSocket message failed'));
  });
  socket.on('close', () => {
    void connected.then((client) => client && deps.hub.remove(client));
  });
}

async function authenticate(socket: WebSocket, jwt: string | undefined, deps: ConnectionDeps): Promise<ConnectedSocket | null> {
  // A fresh id whenever a token was offered, even one that fails (contract §13).
  const id = jwt === undefined ? null : randomUUID();
  const result = jwt === undefined ? undefined : await deps.sessions.authenticate(jwt).catch(() => undefined);
  const user = result && 'user' in result ? result.user : undefined;
  const answer = { type: 'authentication', success: user !== undefined, web_socket_id: id };
  if (!user || id === null) {
    sendText(socket, JSON.stringify(answer));
    socket.close();
    return null;
  }
  // The socket may have gone while the token was checked; then there is nothing to join.
  if (socket.readyState !== socket.OPEN) return null;
  const client: ConnectedSocket = { id, userId: user.id, send: (text) => sendText(socket, text) };
  deps.hub.add(client);
  sendText(socket, JSON.stringify(answer));
  return client;
}

// Leaves the current page (saying so), then joins the named one if it exists and the user may see it.
async function changePage(client: ConnectedSocket, message: Record<string, unknown>, deps: ConnectionDeps, send: (message: object) => void): Promise<void> {
  const left = deps.hub.leave(client);
  if (left) send({ type: 'page_discard', page: left.name, parameters: left.parameters });
  const pageType = typeof message.page === 'string' ? pageTypes.get(message.page) : undefined;
  const page = pageType ? await pageType.pageFor(deps.db, client.userId, message) : null;
  if (!page || !deps.hub.has(client)) return;
  deps.hub.join(client, page);
  send({ type: 'page_add', page: page.name, parameters: page.parameters });
}

function parseMessage(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sendText(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}
