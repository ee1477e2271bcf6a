import type { Application, GroupWithMembership, UserResponse } from '@cellar/core';
import { ada, fakeJwt, type FakeAnswer, type FakeRequest } from '../../test/fakeServer';

/** Fake handlers keyed 'METHOD /api/path/', as renderApp and createFakeFetch take them. */
export type Handlers = Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;

/** A group as its member lists it; ADMIN unless told otherwise. */
export function groupOf(id: number, name: string, permissions: GroupWithMembership['permissions'] = 'ADMIN'): GroupWithMembership {
  return { id, name, order: id, permissions };
}

/** A database application with the named tables, numbered from `id * 10`. */
export function databaseOf(id: number, groupId: number, name: string, tableNames: string[] = []): Application {
  return {
    id,
    name,
    order: id,
    type: 'database',
    group: { id: groupId, name: `Group ${groupId}` },
    tables: tableNames.map((tableName, index) => ({ id: id * 10 + index, name: tableName, order: index + 1, database_id: id })),
  };
}

/** A session restored from the cookie as `user`, with these groups, applications and invitations. */
export function workspaceHandlers(
  { groups, applications = [], user = ada }: { groups: GroupWithMembership[]; applications?: Application[]; user?: UserResponse },
  extra: Handlers = {},
): Handlers {
  return {
    'POST /api/user/token-refresh/': () => ({ status: 200, body: { token: fakeJwt(3600), user } }),
    'GET /api/groups/': () => ({ status: 200, body: groups }),
    'GET /api/applications/': () => ({ status: 200, body: applications }),
    'GET /api/user/dashboard/': () => ({ status: 200, body: { group_invitations: [] } }),
    ...extra,
  };
}
