import type { Clock } from '../app-context.js';
import type { PublishedEvent } from '../events/domain-events.js';
import type { EventBus } from '../events/event-bus.js';
import { eventMessages, type Audience, type EventMessage } from './event-messages.js';
import { endSession, hasExpired } from './session-end.js';
import type { ConnectedSocket, SocketHub } from './socket-hub.js';

/** What delivery needs besides the hub: the current members of a group, what an event takes away, the clock, and where to report a failure. */
export interface DeliveryDeps {
  groupMemberIds(groupId: number): Promise<number[]>;
  /** Takes away the pages and sessions an event ends, before the event (or any later one) is delivered. */
  revokeAccess(event: PublishedEvent): void | Promise<void>;
  clock: Clock;
  onError(error: unknown, event: PublishedEvent): void;
}

/**
 * Sends each committed event to the sockets of its audience, except the socket whose REST call
 * caused it (its `WebSocketId`); that user's other sockets still hear of it. Events go out one at
 * a time, in the order they were published, although finding a group's members takes a query.
 * Access is judged at delivery without a query: events that take it away (a member removed, a
 * password changed) are applied in the same order first, and a socket whose JWT has expired is
 * closed instead of told. Answers the function that stops delivering.
 */
export function deliverEvents(bus: EventBus, hub: SocketHub, deps: DeliveryDeps): () => void {
  let previous: Promise<void> = Promise.resolve();

  async function recipients(audience: Audience): Promise<ConnectedSocket[]> {
    if ('page' in audience) return hub.socketsOnPage(audience.page);
    if ('users' in audience) return hub.socketsOfUsers(audience.users);
    return hub.socketsOfUsers(await deps.groupMemberIds(audience.groupMembers));
  }

  async function deliver(event: PublishedEvent, messages: EventMessage<PublishedEvent> | null): Promise<void> {
    await deps.revokeAccess(event);
    if (!messages) return;
    const sockets = (await recipients(messages.audience(event))).filter((socket) => socket.id !== event.origin.webSocketId && hub.has(socket));
    if (sockets.length === 0) return;
    const text = JSON.stringify(messages.message(event));
    for (const socket of sockets) {
      if (hasExpired(socket, deps.clock)) endSession(socket);
      else socket.send(text);
    }
  }

  return bus.subscribe((event) => {
    // The registry is typed per event type; looked up by a runtime type, it takes any event.
    const messages = eventMessages[event.type] as EventMessage<PublishedEvent> | null;
    if (hub.isEmpty) return;
    previous = previous.then(() => deliver(event, messages)).catch((error: unknown) => deps.onError(error, event));
  });
}
