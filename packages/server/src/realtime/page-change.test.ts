import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor.js';
import { changePage } from './page-change.js';
import type { PageType } from './page-types.js';
import { SocketHub, tablePageKey, type ConnectedSocket, type JoinedPage } from './socket-hub.js';

const page: JoinedPage = { key: tablePageKey(10), name: 'table', groupId: 5, parameters: { table_id: 10 } };

// A page type whose access checks the test answers one at a time, as a slow database would.
function slowPageType() {
  const pending: ((page: JoinedPage | null) => void)[] = [];
  const type: PageType = { pageFor: () => new Promise((resolve) => pending.push(resolve)) };
  const nextCheck = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    return pending.shift()!;
  };
  return { pages: new Map([['table', type]]), nextCheck };
}

function connected(hub: SocketHub) {
  const sent: unknown[] = [];
  const client: ConnectedSocket = { id: 'a', userId: 1, jwt: '', expiresAtMs: Infinity, send: (text) => sent.push(JSON.parse(text)), end: () => {} };
  hub.add(client);
  return { client, sent };
}

describe('changePage while access is taken away (issue 30)', () => {
  it('checks again when the user lost a group during the check, and does not join when the second check refuses', async () => {
    const hub = new SocketHub();
    const { client, sent } = connected(hub);
    const slow = slowPageType();
    const changing = changePage(client, { page: 'table', table_id: 10 }, { hub, db: {} as Executor, pages: slow.pages });

    const first = await slow.nextCheck();
    // The membership is removed (and its event applied) after the first check read the database.
    hub.leaveGroup(5, [1]);
    first(page);
    (await slow.nextCheck())(null);
    await changing;
    expect(hub.socketsOnPage(page.key)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('joins when no access changed meanwhile', async () => {
    const hub = new SocketHub();
    const { client, sent } = connected(hub);
    const slow = slowPageType();
    const changing = changePage(client, { page: 'table', table_id: 10 }, { hub, db: {} as Executor, pages: slow.pages });
    (await slow.nextCheck())(page);
    await changing;
    expect(hub.socketsOnPage(page.key)).toEqual([client]);
    expect(sent).toEqual([{ type: 'page_add', page: 'table', parameters: { table_id: 10 } }]);
  });
});
