import { applicationEndpoints as apps, groupEndpoints as endpoints } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('groups', () => {
  it("gives a new account its own group and database, selected first", async () => {
    const { token } = await server.signUp({ name: 'Ada' });
    const groups = await server.api.call(endpoints.listGroups, { token });
    expect(groups.body).toEqual([{ order: 1, permissions: 'ADMIN', id: expect.any(Number), name: "Ada's group" }]);
    const applications = await server.api.call(apps.listAllApplications, { token });
    expect(applications.body).toEqual([
      {
        id: expect.any(Number),
        name: "Ada's company",
        order: 1,
        type: 'database',
        group: { id: groups.body[0]?.id, name: "Ada's group" },
        tables: [
          { id: expect.any(Number), name: 'Customers', order: 1, database_id: applications.body[0]?.id },
          { id: expect.any(Number), name: 'Projects', order: 2, database_id: applications.body[0]?.id },
        ],
      },
    ]);
  });

  it('creates a group with its creator as ADMIN at the end of their list', async () => {
    const { token } = await server.signUp();
    const created = await server.api.call(endpoints.createGroup, { body: { name: 'Research' }, token });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ order: 2, permissions: 'ADMIN', id: expect.any(Number), name: 'Research' });
    const list = await server.api.call(endpoints.listGroups, { token });
    expect(list.body.map((group) => group.name)).toEqual([expect.stringContaining("'s group"), 'Research']);
  });

  it('requires a name', async () => {
    const { token } = await server.signUp();
    const answer = await server.api.call(endpoints.createGroup, { body: { name: '' }, token });
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { name: [{ error: 'This field may not be blank.', code: 'blank' }] },
    });
  });

  it('lets only ADMINs rename or delete, and only members see', async () => {
    const owner = await server.signUp();
    const outsider = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Private' }, token: owner.token })).body;

    const outsiderRename = await server.api.call(endpoints.updateGroup, { params: { group_id: group.id }, body: { name: 'Mine' }, token: outsider.token });
    expect(outsiderRename.body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    const missing = await server.api.call(endpoints.updateGroup, { params: { group_id: 999999 }, body: { name: 'x' }, token: owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'ERROR_GROUP_DOES_NOT_EXIST', detail: 'The requested group does not exist.' });

    const renamed = await server.api.call(endpoints.updateGroup, { params: { group_id: group.id }, body: { name: 'Renamed' }, token: owner.token });
    expect(renamed.body).toEqual({ id: group.id, name: 'Renamed' });
  });

  it('deletes a group with its applications, for every member', async () => {
    const owner = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Doomed' }, token: owner.token })).body;
    const app = await server.api.call(apps.createApplication, { params: { group_id: group.id }, body: { name: 'Inside', type: 'database' }, token: owner.token });
    expect(app.status).toBe(200);

    const deleted = await server.api.call(endpoints.deleteGroup, { params: { group_id: group.id }, token: owner.token });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await server.api.call(apps.getApplication, { params: { application_id: app.body.id }, token: owner.token });
    expect(gone.status).toBe(404);
    const { id: ownerId } = await server.db.kysely.selectFrom('users').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow();
    expect(server.events.at(-1)).toEqual({
      type: 'group_deleted',
      groupId: group.id,
      memberUserIds: [ownerId],
      origin: { userId: ownerId, userName: expect.any(String), tokenId: null, webSocketId: null },
    });
  });

  it("reorders the caller's groups and ignores groups they are not in", async () => {
    const person = await server.signUp();
    const other = await server.signUp();
    const foreign = (await server.api.call(endpoints.listGroups, { token: other.token })).body[0];
    const personal = (await server.api.call(endpoints.listGroups, { token: person.token })).body[0];
    const a = (await server.api.call(endpoints.createGroup, { body: { name: 'A' }, token: person.token })).body;
    const b = (await server.api.call(endpoints.createGroup, { body: { name: 'B' }, token: person.token })).body;
    const ordered = await server.api.call(endpoints.orderGroups, { body: { groups: [b.id, foreign?.id ?? 0, a.id, personal?.id ?? 0] }, token: person.token });
    expect(ordered.status).toBe(204);
    const list = (await server.api.call(endpoints.listGroups, { token: person.token })).body;
    expect(list.map((group) => [group.name, group.order])).toEqual([['B', 1], ['A', 3], [personal?.name, 4]]);
  });

  it('changes the order in one statement, however many ids are listed', async () => {
    const person = await server.signUp();
    const groupIds = (await server.api.call(endpoints.listGroups, { token: person.token })).body.map((group) => group.id);
    // A statement-level trigger counts UPDATE statements on group_users, on either engine.
    await sql`create table order_statements (at timestamptz default now())`.execute(server.db.kysely);
    await sql`create function count_order_statement() returns trigger language plpgsql as $$
      begin insert into order_statements default values; return null; end $$`.execute(server.db.kysely);
    await sql`create trigger count_order_statements after update on group_users for each statement execute function count_order_statement()`.execute(server.db.kysely);
    try {
      const ids = [...Array.from({ length: 999 }, (_, index) => 1_000_000 + index), ...groupIds];
      expect((await server.api.call(endpoints.orderGroups, { body: { groups: ids }, token: person.token })).status).toBe(204);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from order_statements`.execute(server.db.kysely);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await sql`drop trigger count_order_statements on group_users`.execute(server.db.kysely);
      await sql`drop function count_order_statement()`.execute(server.db.kysely);
      await sql`drop table order_statements`.execute(server.db.kysely);
    }
  });

  it('orders at most 1,000 ids at once, an id listed twice taking its last place', async () => {
    const person = await server.signUp();
    const personal = (await server.api.call(endpoints.listGroups, { token: person.token })).body[0];
    const a = (await server.api.call(endpoints.createGroup, { body: { name: 'A' }, token: person.token })).body;
    const many = Array.from({ length: 1000 }, (_, index) => 1_000_000 + index);
    const ordered = await server.api.call(endpoints.orderGroups, { body: { groups: [a.id, ...many.slice(3), personal?.id ?? 0, a.id] }, token: person.token });
    expect(ordered.status).toBe(204);
    const list = (await server.api.call(endpoints.listGroups, { token: person.token })).body;
    expect(list.map((group) => [group.name, group.order])).toEqual([[personal?.name, 999], ['A', 1000]]);

    const tooMany = await server.api.call(endpoints.orderGroups, { body: { groups: [...many, a.id] }, token: person.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { groups: [{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }] },
    });
  });
});
