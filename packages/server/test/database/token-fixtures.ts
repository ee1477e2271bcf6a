import {
  applicationEndpoints as apps,
  databaseEndpoints as database,
  groupEndpoints as groups,
  tokenEndpoints as tokens,
  type DatabaseToken,
  type TokenPermissions,
} from '@cellar/core';
import type { ApiAnswer } from '../helpers/api-client.js';
import type { TestServer } from '../helpers/test-server.js';

type Person = Awaited<ReturnType<TestServer['signUp']>>;

function ok<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status !== 200 && answer.status !== 204) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every right to every table, as a new token has. */
export const allRights: TokenPermissions = { create: true, read: true, update: true, delete: true };

/**
 * An owner's group with two databases (the example one, holding two tables, and a second with one
 * table), a member of it, and a stranger with a group, database and table of their own.
 */
export async function tokenWorld(server: TestServer) {
  const { api } = server;
  const owner = await server.signUp();
  const member = await server.signUp();
  const stranger = await server.signUp();
  const [group] = ok(await api.call(groups.listGroups, { token: owner.token }), 'groups');
  const [firstDatabase] = ok(await api.call(apps.listAllApplications, { token: owner.token }), 'applications');
  const [strangerDatabase] = ok(await api.call(apps.listAllApplications, { token: stranger.token }), 'applications');
  if (!group || !firstDatabase || !strangerDatabase) throw new Error('a new account has no group or database');
  const secondDatabase = ok(await api.call(apps.createApplication, { params: { group_id: group.id }, body: { name: 'Second', type: 'database' }, token: owner.token }), 'database');
  const newTable = async (person: Person, databaseId: number, name: string) => {
    const body = { name, data: [['Name'], ['one'], ['two']], first_row_header: true };
    return ok(await api.call(database.createTable, { params: { database_id: databaseId }, body, token: person.token }), 'table');
  };
  const tableA = await newTable(owner, firstDatabase.id, 'A');
  const tableB = await newTable(owner, firstDatabase.id, 'B');
  const tableC = await newTable(owner, secondDatabase.id, 'C');
  const strangerTable = await newTable(stranger, strangerDatabase.id, 'Theirs');

  const invitation = ok(
    await api.call(groups.createInvitation, {
      params: { group_id: group.id },
      body: { email: member.email, permissions: 'MEMBER', base_url: 'http://localhost:8000/group-invitation' },
      token: owner.token,
    }),
    'invitation',
  );
  ok(await api.call(groups.acceptInvitation, { params: { invitation_id: invitation.id }, token: member.token }), 'joining');

  return {
    owner,
    member,
    stranger,
    group,
    databases: { first: firstDatabase, second: secondDatabase, stranger: strangerDatabase },
    tables: { a: tableA, b: tableB, c: tableC, stranger: strangerTable },

    /** A new token of `person` (the owner unless named) in the owner's group, or in `groupId`. */
    async createToken(person: Person = owner, groupId = group.id): Promise<DatabaseToken> {
      return ok(await api.call(tokens.createToken, { body: { name: 'Token', group: groupId }, token: person.token }), 'token');
    },
    async setPermissions(token: DatabaseToken, permissions: TokenPermissions, person: Person = owner): Promise<DatabaseToken> {
      return ok(await api.call(tokens.updateToken, { params: { token_id: token.id }, body: { permissions }, token: person.token }), 'permissions');
    },
    /** Removes the member from the owner's group. */
    async removeMember(): Promise<void> {
      const users = ok(await api.call(groups.listGroupUsers, { params: { group_id: group.id }, token: owner.token }), 'members');
      const membership = users.find((user) => user.email === member.email);
      if (!membership) throw new Error('the member is not in the group');
      ok(await api.call(groups.deleteGroupUser, { params: { group_user_id: membership.id }, token: owner.token }), 'removal');
    },
    /** A new row of a table, added by the owner. */
    async newRow(tableId: number): Promise<number> {
      return ok(await api.call(database.createRow, { params: { table_id: tableId }, body: {}, token: owner.token }), 'row').id;
    },
  };
}

/** Sends a request authenticated with `Authorization: Token <key>`. */
export function withKey(server: TestServer, key: string) {
  return (method: string, path: string, json?: unknown) => server.api.raw(method, path, { json, headers: { authorization: `Token ${key}` } });
}
