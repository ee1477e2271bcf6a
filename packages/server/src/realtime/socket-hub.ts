/** A signed-in WebSocket connection as the hub knows it. */
export interface ConnectedSocket {
  /** The `web_socket_id` it was given; REST calls carry it as `WebSocketId` so it is not told of its own changes. */
  id: string;
  userId: number;
  /** Sends one JSON text message, if the socket is still open. */
  send(message: string): void;
}

/** A page a socket is on: its key (one per table), and its parameters as the client sent them (contract §16.16). */
export interface JoinedPage {
  key: string;
  name: string;
  parameters: Record<string, unknown>;
}

/**
 * The sockets of this process, by user and by page. A socket is on at most one page; it leaves
 * it when it joins another or disconnects. Only knows who is where: access is checked before joining.
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<ConnectedSocket>>();
  private readonly byPage = new Map<string, Set<ConnectedSocket>>();
  private readonly pageOf = new Map<ConnectedSocket, JoinedPage>();

  /** Whether no socket is connected, so events need not be looked at. */
  get isEmpty(): boolean {
    return this.byUser.size === 0;
  }

  add(socket: ConnectedSocket): void {
    addTo(this.byUser, socket.userId, socket);
  }

  /** Forgets a socket, and its page without telling it (it is gone). */
  remove(socket: ConnectedSocket): void {
    this.leave(socket);
    removeFrom(this.byUser, socket.userId, socket);
  }

  /** Whether the socket is still connected, so a join that took a database look-up still applies. */
  has(socket: ConnectedSocket): boolean {
    return this.byUser.get(socket.userId)?.has(socket) ?? false;
  }

  /** Puts the socket on a page; it must have left its previous one. */
  join(socket: ConnectedSocket, page: JoinedPage): void {
    this.pageOf.set(socket, page);
    addTo(this.byPage, page.key, socket);
  }

  /** Takes the socket off its page and answers that page, if it was on one. */
  leave(socket: ConnectedSocket): JoinedPage | undefined {
    const page = this.pageOf.get(socket);
    if (!page) return undefined;
    this.pageOf.delete(socket);
    removeFrom(this.byPage, page.key, socket);
    return page;
  }

  /** Every socket of these users. */
  socketsOfUsers(userIds: Iterable<number>): ConnectedSocket[] {
    return [...new Set(userIds)].flatMap((userId) => [...(this.byUser.get(userId) ?? [])]);
  }

  /** Every socket on the page with this key. */
  socketsOnPage(key: string): ConnectedSocket[] {
    return [...(this.byPage.get(key) ?? [])];
  }
}

/** The hub key of a table's page. */
export function tablePageKey(tableId: number): string {
  return `table:${tableId}`;
}

function addTo<K>(index: Map<K, Set<ConnectedSocket>>, key: K, socket: ConnectedSocket): void {
  const sockets = index.get(key) ?? new Set<ConnectedSocket>();
  sockets.add(socket);
  index.set(key, sockets);
}

function removeFrom<K>(index: Map<K, Set<ConnectedSocket>>, key: K, socket: ConnectedSocket): void {
  const sockets = index.get(key);
  if (!sockets) return;
  sockets.delete(socket);
  if (sockets.size === 0) index.delete(key);
}
