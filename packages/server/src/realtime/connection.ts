import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionsService } from '../accounts/sessions.service.js';
import type { Clock } from '../app-context.js';
import type { RealtimeLimitsConfig } from '../config/config.js';
import type { Executor } from '../db/executor.js';
import { changePage } from './page-change.js';
import { endAtExpiry, endSession, hasExpired } from './session-end.js';
import type { ConnectedSocket, SocketHub } from './socket-hub.js';
import { limitExceeded, MessageRate, policyViolationCode } from './socket-limits.js';

/** What a connection needs: the hub it joins, the sessions that read its JWT, the database for page access, the clock for its JWT's expiry, and its limits. */
export interface ConnectionDeps {
  hub: SocketHub;
  sessions: SessionsService;
  db: Executor;
  clock: Clock;
  limits: RealtimeLimitsConfig;
  logger: FastifyBaseLogger;
}

/**
 * Runs one `/ws/core/` connection (contract §13): answers the authentication message at once,
 * closing the socket when the JWT does not name an active user, then handles `page` messages. The
 * socket lives as long as its session: it is closed when its JWT expires (and when a password
 * change or deactivation ends the session, see access-revocation.ts). A socket sending more than
 * WS_MESSAGES_PER_SECOND is told and closed. One page change runs at a time; page messages that
 * arrive meanwhile replace each other, and only the latest is handled next, so a socket never holds
 * more than one access check and one waiting message.
 */
export function runConnection(socket: WebSocket, jwt: string | undefined, deps: ConnectionDeps): void {
  const rate = new MessageRate(deps.limits.messagesPerSecond);
  // Messages may arrive before authentication is done; they wait for it.
  const connected = authenticate(socket, jwt, deps);
  let waiting: Record<string, unknown> | undefined;
  let changing = false;

  async function changePages(): Promise<void> {
    try {
      const client = await connected;
      while (client && waiting && deps.hub.has(client)) {
        if (hasExpired(client, deps.clock)) return endSession(client);
        const message = waiting;
        waiting = undefined;
        await changePage(client, message, deps);
      }
    } finally {
      changing = false;
    }
  }

  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!rate.take()) {
      sendText(socket, JSON.stringify(limitExceeded('messages_per_second')));
      socket.close(policyViolationCode);
      return;
    }
    const message = isBinary ? undefined : parseMessage(data.toString());
    if (!message || !('page' in message)) return;
    waiting = message;
    if (changing) return;
    changing = true;
    changePages().catch((error: unknown) => deps.logger.error({ err: error }, 'WebSocket message failed'));
  });
  const stopExpiry = connected.then((client) => client && endAtExpiry(client, deps.clock));
  socket.on('close', () => {
    void connected.then((client) => client && deps.hub.remove(client));
    void stopExpiry.then((stop) => stop && stop());
  });
}

async function authenticate(socket: WebSocket, jwt: string | undefined, deps: ConnectionDeps): Promise<ConnectedSocket | null> {
  // A fresh id whenever a token was offered, even one that fails (contract §13).
  const id = jwt === undefined ? null : randomUUID();
  const result = jwt === undefined ? undefined : await deps.sessions.authenticate(jwt).catch(() => undefined);
  const session = result && 'user' in result ? result : undefined;
  const answer = { type: 'authentication', success: session !== undefined, web_socket_id: id };
  if (!session || id === null || jwt === undefined) {
    sendText(socket, JSON.stringify(answer));
    socket.close();
    return null;
  }
  // The socket may have gone while the token was checked; then there is nothing to join.
  if (socket.readyState !== socket.OPEN) return null;
  // Counted after the await, next to `add`: sockets signing in at once cannot all slip under the cap.
  if (deps.hub.countOfUser(session.user.id) >= deps.limits.socketsPerUser) {
    // Refused as a failed authentication too, so the web client does not retry with the same token.
    sendText(socket, JSON.stringify(limitExceeded('sockets_per_user')));
    sendText(socket, JSON.stringify({ ...answer, success: false }));
    socket.close(policyViolationCode);
    return null;
  }
  const client: ConnectedSocket = {
    id,
    userId: session.user.id,
    jwt,
    expiresAtMs: session.expiresAt * 1000,
    send: (text) => sendText(socket, text),
    end(message, code) {
      // Off the hub at once: nothing more reaches it while the close handshake runs.
      deps.hub.remove(client);
      sendText(socket, JSON.stringify(message));
      socket.close(code);
    },
  };
  deps.hub.add(client);
  sendText(socket, JSON.stringify(answer));
  return client;
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
