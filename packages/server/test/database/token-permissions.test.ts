import { tableOperations, type DatabaseToken, type TableOperation, type TokenPermissions } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { snapshotState } from '../permissions/state-snapshot.js';
import { allRights, tokenWorld, withKey } from './token-fixtures.js';

// What a database token may do to rows (contract §12), from outside: each row operation × each
// kind of token. A refusal is the contract's 401 and leaves every table as it was.

let server: TestServer;
let world: Awaited<ReturnType<typeof tokenWorld>>;
// The keys of the kinds of token whose rights are the same for every operation.
let fixedKeys: Partial<Record<Scenario, string>>;

/** The kinds of token, each asked to act on table A of the owner's group. */
const scenarios = ['all', 'database', 'table', 'none', 'other group', 'rotated key', 'owner removed'] as const;
type Scenario = (typeof scenarios)[number];

const noPermission = { status: 401, body: { error: 'ERROR_NO_PERMISSION_TO_TABLE', detail: 'The token does not have permissions to the table.' } };
const unknownKey = { status: 401, body: { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' } };

// Every right, but `value` for `operation`: a token's other rights must not leak into this one.
const only = (operation: TableOperation, value: TokenPermissions[TableOperation]): TokenPermissions => ({ ...allRights, [operation]: value });

beforeAll(async () => {
  server = await startTestServer();
  world = await tokenWorld(server);
  const rotated = await world.createToken();
  const rotatedAnswer = await server.api.raw('PATCH', `/api/database/tokens/${rotated.id}/`, { json: { rotate_key: true }, headers: { authorization: `JWT ${world.owner.token}` } });
  if ((rotatedAnswer.body as DatabaseToken).key === rotated.key) throw new Error('the key was not rotated');
  const ofMember = await world.createToken(world.member);
  await world.removeMember();
  fixedKeys = {
    all: (await world.createToken()).key,
    'other group': (await world.createToken(world.stranger, world.databases.stranger.group.id)).key,
    'rotated key': rotated.key,
    'owner removed': ofMember.key,
  };
}, 60_000);
afterAll(() => server?.close());

// The key of a fixed token, or of a new one whose right to `operation` the scenario names.
async function keyFor(scenario: Scenario, operation: TableOperation): Promise<string> {
  const fixed = fixedKeys[scenario];
  if (fixed !== undefined) return fixed;
  const rights: Partial<Record<Scenario, TokenPermissions[TableOperation]>> = {
    database: [['database', world.databases.first.id]],
    table: [['table', world.tables.a.id]],
    none: false,
  };
  const value = rights[scenario];
  if (value === undefined) throw new Error(`no token for ${scenario}`);
  const token = await world.setPermissions(await world.createToken(), only(operation, value));
  return token.key;
}

/** Sends one row request of `operation` to a table with the key; a read sends both the list and the get. */
async function act(key: string, operation: TableOperation, tableId: number, rowId: number) {
  const send = withKey(server, key);
  const rows = `/api/database/rows/table/${tableId}/`;
  if (operation === 'create') return [await send('POST', rows, {})];
  if (operation === 'read') return [await send('GET', rows), await send('GET', `${rows}${rowId}/`)];
  if (operation === 'update') return [await send('PATCH', `${rows}${rowId}/`, {})];
  return [await send('DELETE', `${rows}${rowId}/`)];
}

const allowed: readonly Scenario[] = ['all', 'database', 'table'];
const notInGroup = { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } };

// The rows list checks the token owner's membership before the token's right, as the reference's list
// view does (issue 31): an owner outside table A's group is a 400 there, a 401 on every other row call.
function expectedRefusal(scenario: Scenario, isList: boolean) {
  if (scenario === 'rotated key') return unknownKey;
  return isList && (scenario === 'owner removed' || scenario === 'other group') ? notInGroup : noPermission;
}
const cells = tableOperations.flatMap((operation) => scenarios.map((scenario) => [operation, scenario] as const));

describe('a database token on table A', () => {
  it.each(cells)('%s as %s', async (operation, scenario) => {
    const key = await keyFor(scenario, operation);
    const table = world.tables.a.id;
    // The row a request names is made first, so that only the call itself is measured.
    const rowId = await world.newRow(table);
    if (allowed.includes(scenario)) {
      for (const answer of await act(key, operation, table, rowId)) expect(answer.status, JSON.stringify(answer.body)).toBe(operation === 'delete' ? 204 : 200);
      return;
    }
    const before = await snapshotState(server.db);
    for (const [index, answer] of (await act(key, operation, table, rowId)).entries()) {
      expect({ status: answer.status, body: answer.body }).toEqual(expectedRefusal(scenario, operation === 'read' && index === 0));
      // An unknown key fails authentication (§1.2, with the challenge); a known one without the right is refused after it.
      if (scenario === 'rotated key') expect(answer.headers.get('www-authenticate')).toBe('JWT realm="api"');
    }
    expect(await snapshotState(server.db), 'a refused call changed something').toEqual(before);
  });
});

describe('a token scoped to a database or a table', () => {
  it('reaches no other table of the group, and a token of all tables none of another group', async () => {
    const byDatabase = await world.setPermissions(await world.createToken(), only('read', [['database', world.databases.first.id]]));
    const byTable = await world.setPermissions(await world.createToken(), only('read', [['table', world.tables.a.id]]));
    const read = (key: string, tableId: number) => withKey(server, key)('GET', `/api/database/rows/table/${tableId}/`);
    expect((await read(byDatabase.key, world.tables.b.id)).status).toBe(200);
    expect((await read(byDatabase.key, world.tables.c.id)).body).toEqual(noPermission.body);
    expect((await read(byTable.key, world.tables.b.id)).body).toEqual(noPermission.body);
    // Another group's table: its list asks the owner's membership first (400), a row of it the token's right (401).
    expect((await read(fixedKeys.all ?? '', world.tables.stranger.id)).body).toEqual(notInGroup.body);
    const strangerRow = await withKey(server, fixedKeys.all ?? '')('GET', `/api/database/rows/table/${world.tables.stranger.id}/1/`);
    expect({ status: strangerRow.status, body: strangerRow.body }).toEqual(noPermission);
    expect((await read(fixedKeys.all ?? '', world.tables.c.id)).status).toBe(200);
  });

  it('loses its rights with the table it names', async () => {
    const token = await world.setPermissions(await world.createToken(), only('read', [['table', world.tables.b.id]]));
    const deleted = await server.api.raw('DELETE', `/api/database/tables/${world.tables.b.id}/`, { headers: { authorization: `JWT ${world.owner.token}` } });
    expect(deleted.status).toBe(204);
    const answer = await server.api.raw('GET', `/api/database/tokens/${token.id}/`, { headers: { authorization: `JWT ${world.owner.token}` } });
    expect((answer.body as DatabaseToken).permissions.read).toBe(false);
  });
});
