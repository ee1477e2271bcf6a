import type { RealtimeMessage } from '@cellar/core';
import type { SocketLike } from '../features/realtime/liveChannel';

/** A socket a test drives: it records what the client sends and delivers what the test says the server sent. */
export interface FakeSocket extends SocketLike {
  url: string;
  sent: unknown[];
  closed: boolean;
  /** Delivers a message as if the server had sent it. */
  receive(message: RealtimeMessage | Record<string, unknown>): void;
  /** The connection drops, as when the server goes away. */
  drop(): void;
}

/** Opens fake sockets and keeps every one it opened, the latest last. */
export function createFakeSockets() {
  const opened: FakeSocket[] = [];
  const open = (url: string): SocketLike => {
    const socket: FakeSocket = {
      url,
      sent: [],
      closed: false,
      onopen: null,
      onmessage: null,
      onclose: null,
      send(text) {
        this.sent.push(JSON.parse(text) as unknown);
      },
      close() {
        this.closed = true;
      },
      receive(message) {
        this.onmessage?.({ data: JSON.stringify(message) });
      },
      drop() {
        this.closed = true;
        this.onclose?.();
      },
    };
    opened.push(socket);
    return socket;
  };
  return { open, opened, latest: () => opened[opened.length - 1] };
}
