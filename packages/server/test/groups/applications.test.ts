import { applicationEndpoints as endpoints, groupEndpoints as groups } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('applications', () => {
  it('are created at the end of their group, renamed and deleted by any member', async () => {
    const { token } = await server.signUp();
    const group = (await server.api.call(groups.createGroup, { body: { name: 'Apps' }, token })).body;
    const create = (name: string) => server.api.call(endpoints.createApplication, { params: { group_id: group.id }, body: { name, type: 'database' }, token });
    const first = await create('First');
    const second = await create('Second');
    expect(first.body).toEqual({ id: expect.any(Number), name: 'First', order: 1, type: 'database', group: { id: group.id, name: 'Apps' }, tables: [] });
    expect(second.body.order).toBe(2);

    const listed = await server.api.call(endpoints.listGroupApplications, { params: { group_id: group.id }, token });
    expect(listed.body.map((app) => app.name)).toEqual(['First', 'Second']);

    const renamed = await server.api.call(endpoints.updateApplication, { params: { application_id: first.body.id }, body: { name: 'Renamed' }, token });
    expect(renamed.body.name).toBe('Renamed');
    const deleted = await server.api.call(endpoints.deleteApplication, { params: { application_id: first.body.id }, token });
    expect(deleted.status).toBe(204);
    const missing = await server.api.call(endpoints.getApplication, { params: { application_id: first.body.id }, token });
    expect(missing.body).toEqual({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST', detail: 'The requested application does not exist.' });
  });

  it('validate the type and name', async () => {
    const { token } = await server.signUp();
    const group = (await server.api.call(groups.listGroups, { token })).body[0];
    const answer = await server.api.raw('POST', `/api/applications/group/${group?.id}/`, {
      json: { name: 'x'.repeat(51), type: 'spreadsheet' },
      headers: { authorization: `JWT ${token}` },
    });
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        name: [{ error: 'Ensure this field has no more than 50 characters.', code: 'max_length' }],
        type: [{ error: '"spreadsheet" is not a valid choice.', code: 'invalid_choice' }],
      },
    });
  });

  it('are invisible and untouchable outside their group', async () => {
    const owner = await server.signUp();
    const outsider = await server.signUp();
    const app = (await server.api.call(endpoints.listAllApplications, { token: owner.token })).body[0];
    const id = { application_id: app?.id ?? 0 };
    expect((await server.api.call(endpoints.getApplication, { params: id, token: outsider.token })).body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect((await server.api.call(endpoints.updateApplication, { params: id, body: { name: 'Hijack' }, token: outsider.token })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await server.api.call(endpoints.deleteApplication, { params: id, token: outsider.token })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await server.api.call(endpoints.listGroupApplications, { params: { group_id: app?.group.id ?? 0 }, token: outsider.token })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    const mine = (await server.api.call(endpoints.listAllApplications, { token: outsider.token })).body;
    expect(mine.map((a) => a.id)).not.toContain(app?.id);
    expect((await server.api.call(endpoints.getApplication, { params: id, token: owner.token })).status).toBe(200);
  });
});
