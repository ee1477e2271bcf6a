import { describe, expect, it } from 'vitest';
import { SocketHub, tablePageKey, type ConnectedSocket, type JoinedPage } from './socket-hub.js';

const socket = (id: string, userId: number): ConnectedSocket => ({ id, userId, jwt: '', expiresAtMs: Infinity, send: () => {}, end: () => {} });
const page = (tableId: number, groupId: number): JoinedPage => ({ key: tablePageKey(tableId), name: 'table', groupId, parameters: { table_id: tableId } });

describe('SocketHub.leaveGroup', () => {
  it('takes only the named users off the pages of that group, and moves the revision on', () => {
    const hub = new SocketHub();
    const [removed, stays, elsewhere] = [socket('a', 1), socket('b', 2), socket('c', 1)];
    for (const s of [removed, stays, elsewhere]) hub.add(s);
    hub.join(removed, page(10, 5));
    hub.join(stays, page(10, 5));
    hub.join(elsewhere, page(20, 6));
    const before = hub.revision;

    expect(hub.leaveGroup(5, [1])).toEqual([{ socket: removed, page: page(10, 5) }]);
    expect(hub.socketsOnPage(tablePageKey(10))).toEqual([stays]);
    expect(hub.socketsOnPage(tablePageKey(20))).toEqual([elsewhere]);
    expect(hub.revision).not.toBe(before);
    // Still connected: it hears the user's own events, only not the table's.
    expect(hub.has(removed)).toBe(true);
  });

  it('without users takes every socket off the group\'s pages (the group is gone)', () => {
    const hub = new SocketHub();
    const [one, two] = [socket('a', 1), socket('b', 2)];
    for (const s of [one, two]) hub.add(s);
    hub.join(one, page(10, 5));
    hub.join(two, page(11, 5));
    expect(hub.leaveGroup(5).map((left) => left.socket)).toEqual([one, two]);
    expect([...hub.socketsOnPage(tablePageKey(10)), ...hub.socketsOnPage(tablePageKey(11))]).toEqual([]);
    expect(hub.countOfUser(1)).toBe(1);
  });
});
