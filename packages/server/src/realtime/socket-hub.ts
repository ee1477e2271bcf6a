import type { RealtimeMessage } from '@cellar/core';

/** A signed-in WebSocket connection as the hub knows it. */
export interface ConnectedSocket {
  /** The `web_socket_id` it was given; REST calls carry it as `WebSocketId` so it is not told of its own changes. */
  id: string;
  userId: number;
  /** The JWT it signed in with, checked again when the user's sessions may have ended (a password change). */
  jwt: string;
  /** When that JWT expires, in milliseconds since the epoch: the socket is closed then. */
  expiresAtMs: number;
  /** Sends one JSON text message, if the socket is still open. */
  send(message: string): void;
  /** Says why (one message), then closes the socket with this code. */
  end(message: RealtimeMessage, code: number): void;
}

/** A page a socket is on: its key (one per table), the group whose members may see it, and its parameters as the client sent them (contract §16.16). */
export interface JoinedPage {
  key: string;
  name: string;
  groupId: number;
  parameters: Record<string, unknown>;
}

/**
 * The sockets of this process, by user and by page. A socket is on at most one page; it leaves
 * it when it joins another, disconnects, or its user loses the page's group. Only knows who is
 * where: access is checked before joining, and taken away by `leaveGroup`.
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<ConnectedSocket>>();
  private readonly byPage = new Map<string, Set<ConnectedSocket>>();
  private readonly pageOf = new Map<ConnectedSocket, JoinedPage>();
  // Moves on whenever access is taken away, so a page check that was running meanwhile is done again.
  private accessRevision = 0;

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

  /**
   * Takes sockets off the pages of a group's tables: those of the named users, or every socket when
   * the group itself is gone. Answers each socket with the page it left, for telling it.
   */
  leaveGroup(groupId: number, userIds?: readonly number[]): { socket: ConnectedSocket; page: JoinedPage }[] {
    this.accessRevision += 1;
    const left: { socket: ConnectedSocket; page: JoinedPage }[] = [];
    for (const [socket, page] of [...this.pageOf]) {
      if (page.groupId !== groupId || (userIds && !userIds.includes(socket.userId))) continue;
      this.leave(socket);
      left.push({ socket, page });
    }
    return left;
  }

  /** A number that changes whenever `leaveGroup` runs: compared before and after a page's access check. */
  get revision(): number {
    return this.accessRevision;
  }

  /** How many sockets the user has here. */
  countOfUser(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
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
