import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { memberIds } from '../groups/memberships.repo.js';
import type { Services } from '../services.js';
import { revokeAccess } from './access-revocation.js';
import { runConnection } from './connection.js';
import { deliverEvents } from './event-delivery.js';
import { SocketHub, type ConnectedSocket } from './socket-hub.js';

// Clients only send small `page` messages; anything larger is not one.
const maxMessageBytes = 16 * 1024;

/**
 * Serves `/ws/core/` (contract §13) and sends committed events to the sockets of this process.
 * Register after the API routes: the WebSocket plugin wraps the handlers of routes declared after it.
 */
export async function registerRealtime(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  await app.register(websocket, { options: { maxPayload: maxMessageBytes } });
  const hub = new SocketHub();
  // A socket's session is what a REST request with its JWT would be: the same service decides.
  const isSessionValid = async (socket: ConnectedSocket) => {
    // A session that cannot be checked (the database is away) is not trusted: the client reconnects.
    const result = await services.sessions.authenticate(socket.jwt).catch(() => undefined);
    return result !== undefined && 'user' in result && result.user.id === socket.userId;
  };
  const stopDelivering = deliverEvents(ctx.bus, hub, {
    groupMemberIds: (groupId) => memberIds(ctx.db.kysely, groupId),
    revokeAccess: (event) => revokeAccess(event, { hub, isSessionValid }),
    clock: ctx.clock,
    onError: (error, event) => app.log.error({ err: error, event: event.type }, 'WebSocket event delivery failed'),
  });
  app.addHook('onClose', async () => stopDelivering());

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/ws/core/', { websocket: true }, (socket, request) => {
    const offered = request.query.jwt_token;
    const jwt = Array.isArray(offered) ? offered[0] : offered;
    runConnection(socket, jwt, { hub, sessions: services.sessions, db: ctx.db.kysely, clock: ctx.clock, limits: ctx.config.realtimeLimits, logger: app.log });
  });
}
