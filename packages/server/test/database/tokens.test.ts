import { tokenEndpoints as tokens, type DatabaseToken } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { snapshotState } from '../permissions/state-snapshot.js';
import { allRights, tokenWorld, withKey } from './token-fixtures.js';

// The token endpoints of contract §12 through the front door: the five-key object, who may see
// and change a token, the permission forms and their errors, and PATCH's order of changes.

let server: TestServer;
let world: Awaited<ReturnType<typeof tokenWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await tokenWorld(server);
}, 60_000);
afterAll(() => server?.close());

const invalid = (code: string, error: string) => ({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { permissions: [{ error, code }] } });
const invalidKey = invalid('invalid_key', 'Only create, read, update and delete keys are allowed.');
const invalidValue = invalid('invalid_value', 'The permission value should either be a boolean or a list containing the database or table.');
const invalidInstanceType = invalid('invalid_instance_type', 'The instance type can only be a database or table.');
const tokenMissing = { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The token does not exist.' };

function patch(token: DatabaseToken, body: unknown, jwt = world.owner.token) {
  return server.api.raw('PATCH', `/api/database/tokens/${token.id}/`, { json: body, headers: { authorization: `JWT ${jwt}` } });
}

// A refused change must leave every table as it was.
async function expectRefusedUnchanged(send: () => Promise<{ status: number; body: unknown }>, expected: { status: number; body: unknown }) {
  const before = await snapshotState(server.db);
  const answer = await send();
  expect({ status: answer.status, body: answer.body }).toEqual(expected);
  expect(await snapshotState(server.db), 'a refused call changed something').toEqual(before);
}

describe('database tokens', () => {
  it('are created with every right, a 32-character key and exactly five keys, and read back by their owner', async () => {
    const token = await world.createToken();
    expect(Object.keys(token).sort()).toEqual(['group', 'id', 'key', 'name', 'permissions']);
    expect(token).toEqual({ id: expect.any(Number), name: 'Token', group: world.group.id, key: expect.stringMatching(/^[A-Za-z0-9]{32}$/), permissions: allRights });
    const read = await server.api.call(tokens.getToken, { params: { token_id: token.id }, token: world.owner.token });
    expect(read).toMatchObject({ status: 200, body: token });
    const listed = (await server.api.call(tokens.listTokens, { token: world.owner.token })).body;
    expect(listed.map((each) => each.id)).toContain(token.id);
    expect(listed.map((each) => each.id)).toEqual([...listed.map((each) => each.id)].sort((a, b) => a - b));
    expect((await server.api.call(tokens.listTokens, { token: world.stranger.token })).body.map((each) => each.id)).not.toContain(token.id);
    expect((await world.createToken()).key).not.toBe(token.key);
  });

  it('are refused for a blank name, an unknown group and a group the caller is not in', async () => {
    const create = (body: unknown, jwt = world.owner.token) => server.api.raw('POST', '/api/database/tokens/', { json: body, headers: { authorization: `JWT ${jwt}` } });
    await expectRefusedUnchanged(() => create({ name: ' ', group: world.group.id }), {
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { name: [{ error: 'This field may not be blank.', code: 'blank' }] } },
    });
    await expectRefusedUnchanged(() => create({ name: 'x'.repeat(101), group: world.group.id }), {
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { name: [{ error: 'Ensure this field has no more than 100 characters.', code: 'max_length' }] } },
    });
    await expectRefusedUnchanged(() => create({ name: 'T', group: 999_999 }), {
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { group: [{ error: 'Invalid pk "999999" - object does not exist.', code: 'does_not_exist' }] } },
    });
    await expectRefusedUnchanged(() => create({ name: 'T', group: world.group.id }, world.stranger.token), { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } });
    // The group is a primary key: a wrong type is `incorrect_type`, a string of its id is the id (issue 31).
    for (const [group, type] of [['x', 'str'], [true, 'bool'], [[world.group.id], 'list']] as const) {
      await expectRefusedUnchanged(() => create({ name: 'T', group }), {
        status: 400,
        body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { group: [{ error: `Incorrect type. Expected pk value, received ${type}.`, code: 'incorrect_type' }] } },
      });
    }
    expect((await create({ name: 'T', group: String(world.group.id) })).status).toBe(200);
  });

  it("of another user, or deleted, do not exist for the caller", async () => {
    const token = await world.createToken();
    const params = { token_id: token.id };
    for (const jwt of [world.stranger.token, world.member.token]) {
      await expectRefusedUnchanged(() => server.api.call(tokens.getToken, { params, token: jwt }), { status: 404, body: tokenMissing });
      await expectRefusedUnchanged(() => patch(token, { name: 'Hijacked', rotate_key: true }, jwt), { status: 404, body: tokenMissing });
      await expectRefusedUnchanged(() => server.api.call(tokens.deleteToken, { params, token: jwt }), { status: 404, body: tokenMissing });
    }
    expect((await server.api.call(tokens.deleteToken, { params, token: world.owner.token })).status).toBe(204);
    await expectRefusedUnchanged(() => server.api.call(tokens.getToken, { params, token: world.owner.token }), { status: 404, body: tokenMissing });
    await expectRefusedUnchanged(() => patch(token, { name: 'Back' }), { status: 404, body: tokenMissing });
    await expectRefusedUnchanged(() => server.api.call(tokens.deleteToken, { params, token: world.owner.token }), { status: 404, body: tokenMissing });
    const rows = await withKey(server, token.key)('GET', `/api/database/rows/table/${world.tables.a.id}/`);
    expect(rows.body).toEqual({ error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' });
  });

  it('show true, false or the stored pairs in order; an empty list reads as false', async () => {
    const token = await world.createToken();
    const { a, c } = world.tables;
    const permissions = { create: [['table', a.id], ['database', world.databases.second.id]], read: true, update: [], delete: false };
    const answer = await patch(token, { permissions });
    expect(answer.body).toMatchObject({ permissions: { create: [['table', a.id], ['database', world.databases.second.id]], read: true, update: false, delete: false } });
    const replaced = await patch(token, { permissions: { create: [['table', c.id]], read: false, update: true, delete: [['table', a.id]] } });
    expect((replaced.body as DatabaseToken).permissions).toEqual({ create: [['table', c.id]], read: false, update: true, delete: [['table', a.id]] });
  });

  it('apply a PATCH as name, then permissions, then a new key; the old key stops working', async () => {
    const token = await world.createToken();
    const answer = await patch(token, { name: 'Renamed', permissions: { ...allRights, delete: false }, rotate_key: true });
    const changed = answer.body as DatabaseToken;
    expect(changed).toEqual({ ...token, name: 'Renamed', permissions: { ...allRights, delete: false }, key: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
    expect(changed.key).not.toBe(token.key);
    const path = `/api/database/rows/table/${world.tables.a.id}/`;
    expect((await withKey(server, token.key)('GET', path)).body).toEqual({ error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' });
    expect((await withKey(server, changed.key)('GET', path)).status).toBe(200);
    // Without rotate_key, or with it false, the key stays.
    expect((await patch(changed, { name: 'Again', rotate_key: false })).body).toMatchObject({ name: 'Again', key: changed.key });
  });

  it('refuse malformed permissions with the reference codes, and change nothing, not even the name', async () => {
    const token = await world.createToken();
    const { a } = world.tables;
    const cases: [unknown, object][] = [
      [{ create: true, read: true, update: true }, invalidKey],
      [{ ...allRights, drop: true }, invalidKey],
      [{ create: true, read: true, update: true, remove: true }, invalidKey],
      [[true, true, true, true], invalidKey],
      ['all', invalidKey],
      [{ ...allRights, read: 'yes' }, invalidValue],
      [{ ...allRights, read: 1 }, invalidValue],
      [{ ...allRights, read: [['table']] }, invalidValue],
      [{ ...allRights, read: [['table', a.id, 1]] }, invalidValue],
      [{ ...allRights, read: [['table', String(a.id)]] }, invalidValue],
      [{ ...allRights, read: [['table', 1.5]] }, invalidValue],
      [{ ...allRights, read: [[1, a.id]] }, invalidValue],
      [{ ...allRights, read: ['table', a.id] }, invalidValue],
      [{ ...allRights, read: [['field', a.id]] }, invalidInstanceType],
      [{ ...allRights, read: [['group', world.group.id]] }, invalidInstanceType],
      // Ids that name nothing: the reference fails with a 500 (contract §16.3).
      [{ ...allRights, read: [['table', 999_999]] }, invalidValue],
      [{ ...allRights, read: [['database', 999_999]] }, invalidValue],
      [{ ...allRights, read: [['database', a.id * 1000 + 7]] }, invalidValue],
    ];
    for (const [permissions, expected] of cases) {
      await expectRefusedUnchanged(() => patch(token, { name: 'Must not stick', permissions, rotate_key: true }), { status: 400, body: expected });
    }
    await expectRefusedUnchanged(() => patch(token, { permissions: null }), {
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { permissions: [{ error: 'This field may not be null.', code: 'null' }] } },
    });
    expect((await server.api.call(tokens.getToken, { params: { token_id: token.id }, token: world.owner.token })).body).toEqual(token);
  });

  it('refuse a database or table of another group, changing nothing', async () => {
    const token = await world.createToken();
    const { databases, tables } = world;
    const change = (read: unknown) => patch(token, { name: 'Must not stick', permissions: { ...allRights, read }, rotate_key: true });
    await expectRefusedUnchanged(() => change([['database', databases.stranger.id]]), {
      status: 400,
      body: { error: 'ERROR_DATABASE_DOES_NOT_BELONG_TO_GROUP', detail: 'The provided database does not belong to the related group.' },
    });
    await expectRefusedUnchanged(() => change([['table', tables.a.id], ['table', tables.stranger.id]]), {
      status: 400,
      body: { error: 'ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP', detail: 'The provided table does not belong to the related group.' },
    });
  });

  it('are created with the rights sent with them, checked as a PATCH checks them (issue 38)', async () => {
    const create = (body: unknown) => server.api.raw('POST', '/api/database/tokens/', { json: body, headers: { authorization: `JWT ${world.owner.token}` } });
    const { databases, tables } = world;
    const picked = { create: false, read: [['database', databases.first.id]], update: [['table', tables.a.id]], delete: false };
    const made = await create({ name: 'Read only', group: world.group.id, permissions: picked });
    expect(made.status).toBe(200);
    expect((made.body as DatabaseToken).permissions).toEqual(picked);
    await expectRefusedUnchanged(() => create({ name: 'Elsewhere', group: world.group.id, permissions: { ...allRights, read: [['table', tables.stranger.id]] } }), {
      status: 400,
      body: { error: 'ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP', detail: 'The provided table does not belong to the related group.' },
    });
    await expectRefusedUnchanged(() => create({ name: 'Odd', group: world.group.id, permissions: { ...allRights, share: true } }), { status: 400, body: invalidKey });
  });

  it("are out of their owner's reach once the owner has left the group", async () => {
    const scratch = await tokenWorld(server);
    const token = await scratch.createToken(scratch.member);
    await scratch.removeMember();
    const params = { token_id: token.id };
    const notInGroup = { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } };
    await expectRefusedUnchanged(() => server.api.call(tokens.getToken, { params, token: scratch.member.token }), notInGroup);
    await expectRefusedUnchanged(() => patch(token, { name: 'Mine', rotate_key: true }, scratch.member.token), notInGroup);
    await expectRefusedUnchanged(() => server.api.call(tokens.deleteToken, { params, token: scratch.member.token }), notInGroup);
    // Still listed as the owner's (contract §12: the caller's own tokens, all groups).
    expect((await server.api.call(tokens.listTokens, { token: scratch.member.token })).body.map((each) => each.id)).toEqual([token.id]);
  }, 30_000);

  it('are only read from a Token header on the row endpoints, and only with that scheme', async () => {
    const token = await world.createToken();
    const path = `/api/database/rows/table/${world.tables.a.id}/`;
    const send = (authorization: string, at = path) => server.api.raw('GET', at, { headers: { authorization } });
    expect((await send(`Token ${token.key}`)).status).toBe(200);
    expect((await send(`token ${token.key}`)).status).toBe(200);
    const notProvided = { detail: 'Authentication credentials were not provided.' };
    expect((await send(`Bearer ${token.key}`)).body).toEqual(notProvided);
    expect((await send(token.key)).body).toEqual(notProvided);
    expect((await send(`JWT ${token.key}`)).body).toEqual({ error: 'ERROR_DECODING_SIGNATURE', detail: 'Error decoding signature.' });
    expect((await send('Token')).body).toMatchObject({ error: 'ERROR_INVALID_TOKEN_HEADER' });
    expect((await send(`Token ${token.key} extra`)).body).toMatchObject({ error: 'ERROR_INVALID_TOKEN_HEADER' });
    expect((await send(`Token ${token.key.slice(1)}`)).body).toEqual({ error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' });
    // Elsewhere a token is no credential at all, not even for its own endpoints.
    expect((await send(`Token ${token.key}`, `/api/database/fields/table/${world.tables.a.id}/`)).body).toEqual(notProvided);
    expect((await send(`Token ${token.key}`, '/api/database/tokens/')).body).toEqual(notProvided);
  });
});
