import type { Clock } from '../app-context.js';
import type { ConnectedSocket } from './socket-hub.js';

/**
 * How a socket whose session ended (password changed, account deactivated, JWT expired) is told:
 * `force_disconnect`, then a normal close (1000), as Baserow does after a password change. The web
 * client's reconnect with the dead token is then refused at authentication, and it stops there.
 */
export function endSession(socket: ConnectedSocket): void {
  socket.end({ type: 'force_disconnect' }, 1000);
}

/** Whether the socket's JWT has expired by the app's clock. */
export function hasExpired(socket: ConnectedSocket, clock: Clock): boolean {
  return socket.expiresAtMs <= clock.now().getTime();
}

// setTimeout holds at most 2^31 - 1 ms (about 24 days); a later expiry is looked at again then.
const longestTimerMs = 2 ** 31 - 1;

/**
 * Ends the socket's session when its JWT expires; answers the function that cancels this (on close).
 * Delivery and page changes check expiry too, so a clock moved forward (tests) is honoured at once.
 */
export function endAtExpiry(socket: ConnectedSocket, clock: Clock): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = socket.expiresAtMs - clock.now().getTime();
    timer = setTimeout(() => (hasExpired(socket, clock) ? endSession(socket) : arm()), Math.max(0, Math.min(wait, longestTimerMs)));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
