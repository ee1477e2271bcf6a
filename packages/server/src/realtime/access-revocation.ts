import type { DomainEventType, PublishedEvent } from '../events/domain-events.js';
import { endSession } from './session-end.js';
import type { ConnectedSocket, SocketHub } from './socket-hub.js';

/** What taking access away needs: whether a socket's session is still one the REST API would accept. */
export interface RevocationDeps {
  hub: SocketHub;
  isSessionValid(socket: ConnectedSocket): Promise<boolean>;
}

type EventOf<T extends DomainEventType> = Extract<PublishedEvent, { type: T }>;
type Revocations = { [T in DomainEventType]?: (event: EventOf<T>, deps: RevocationDeps) => void | Promise<void> };

// The sockets that lost a page are told, as Baserow does when access to a page's workspace goes.
function leaveGroup(deps: RevocationDeps, groupId: number, userIds?: number[]): void {
  for (const { socket, page } of deps.hub.leaveGroup(groupId, userIds)) {
    socket.send(JSON.stringify({ type: 'page_discard', page: page.name, parameters: page.parameters }));
  }
}

// The same rule as a REST request's JWT (sessions.service): the session that changed the password goes on.
async function endEndedSessions(deps: RevocationDeps, userId: number): Promise<void> {
  const sockets = deps.hub.socketsOfUsers([userId]);
  const valid = await Promise.all(sockets.map((socket) => deps.isSessionValid(socket)));
  sockets.forEach((socket, index) => {
    if (!valid[index] && deps.hub.has(socket)) endSession(socket);
  });
}

/**
 * The events that take access away, and what each does to this process's sockets: a member removed
 * (or leaving) and a deleted group take sockets off the group's table pages; a password change or a
 * deactivation ends the sockets whose session the REST API would now refuse. Services only emit the
 * events; this is the one place that knows what they mean for sockets.
 */
const revocations: Revocations = {
  group_user_deleted: (event, deps) => leaveGroup(deps, event.groupId, [event.userId]),
  group_deleted: (event, deps) => leaveGroup(deps, event.groupId),
  user_password_changed: (event, deps) => endEndedSessions(deps, event.userId),
  user_deactivated: (event, deps) => endEndedSessions(deps, event.userId),
};

/** Applies what an event takes away, if anything; delivery awaits it before this and any later event goes out. */
export function revokeAccess(event: PublishedEvent, deps: RevocationDeps): void | Promise<void> {
  const revoke = revocations[event.type] as ((event: PublishedEvent, deps: RevocationDeps) => void | Promise<void>) | undefined;
  return revoke?.(event, deps);
}
