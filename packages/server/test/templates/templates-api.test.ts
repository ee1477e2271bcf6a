import { applicationEndpoints as apps, groupEndpoints as groups, templateEndpoints as endpoints, type Application, type TemplateCategory } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { templateFile, TemplatesDir } from './template-fixtures.js';

// Contract §7: the gallery, installing a template, and the order of its refusals.

let dir: TemplatesDir;
let server: TestServer;
beforeAll(async () => {
  dir = new TemplatesDir({
    'project-management': templateFile({ name: 'Project tracker', icon: 'tasks', keywords: ['projects', 'tasks'], categories: ['Teams', 'Project management'] }),
    crm: templateFile({ name: 'CRM', icon: 'handshake', keywords: ['customers', 'deals'], categories: ['Teams', 'Sales'], description: 'Leads and deals.' }),
    'bug-tracker': templateFile({ name: 'Bug tracker', icon: 'bug', keywords: [], categories: ['Software'] }),
  });
  server = await startTestServer({ templatesDir: dir.path });
});
afterAll(async () => {
  await server?.close();
  dir?.dispose();
});

const gallery = async () => (await server.api.call(endpoints.listTemplates)).body;
const templateNamed = (categories: TemplateCategory[], name: string) => {
  const found = categories.flatMap((category) => category.templates).find((template) => template.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
};
async function personalGroup(token: string): Promise<number> {
  const [group] = (await server.api.call(groups.listGroups, { token })).body;
  return group?.id ?? 0;
}
const install = (groupId: number, templateId: number, token?: string) =>
  server.api.call(endpoints.installTemplate, { params: { group_id: groupId, template_id: templateId }, ...(token ? { token } : {}) });

describe('GET /api/templates/', () => {
  it('lists categories by name, each with its templates by name, to anyone', async () => {
    const answer = await server.api.call(endpoints.listTemplates);
    expect(answer.status).toBe(200);
    const categories = answer.body;
    expect(categories.map((category) => category.name)).toEqual(['Project management', 'Sales', 'Software', 'Teams']);
    expect(categories.find((category) => category.name === 'Teams')?.templates.map((template) => template.name)).toEqual(['CRM', 'Project tracker']);
    const crm = templateNamed(categories, 'CRM');
    expect(crm).toEqual({
      id: expect.any(Number),
      name: 'CRM',
      icon: 'handshake',
      keywords: 'customers,deals',
      group_id: expect.any(Number),
      is_default: false,
      slug: 'crm',
      description: 'Leads and deals.',
    });
    expect(templateNamed(categories, 'Project tracker').is_default).toBe(true);
    expect(templateNamed(categories, 'Bug tracker').keywords).toBe('');
    // One template in two categories is the same template, with one preview group.
    const inTeams = categories.find((category) => category.name === 'Teams')?.templates.find((template) => template.slug === 'crm');
    expect(inTeams).toEqual(crm);
  });
});

describe('GET /api/templates/install/{group_id}/{template_id}/', () => {
  it('copies the template into the group: the new application is answered, announced and listed', async () => {
    const account = await server.signUp();
    const groupId = await personalGroup(account.token);
    const template = templateNamed(await gallery(), 'CRM');
    const before = server.events.length;
    const answer = await install(groupId, template.id, account.token);
    expect(answer.status).toBe(200);
    const [installed] = answer.body;
    expect(answer.body).toHaveLength(1);
    expect(installed).toEqual({
      id: expect.any(Number),
      name: 'CRM',
      order: expect.any(Number),
      type: 'database',
      group: { id: groupId, name: expect.any(String) },
      tables: [
        { id: expect.any(Number), name: 'Projects', order: 1, database_id: installed?.id },
        { id: expect.any(Number), name: 'Tasks', order: 2, database_id: installed?.id },
      ],
    });
    const created = server.events.slice(before).filter((event) => event.type === 'application_created');
    expect(created).toEqual([expect.objectContaining({ groupId, application: installed, origin: expect.objectContaining({ userId: expect.any(Number) }) })]);
    const listed = (await server.api.call(apps.listGroupApplications, { params: { group_id: groupId }, token: account.token })).body;
    expect(listed.map((application: Application) => application.id)).toContain(installed?.id);
  });

  it('installs the same template twice as two databases, the second named as a second copy', async () => {
    const account = await server.signUp();
    const groupId = await personalGroup(account.token);
    const template = templateNamed(await gallery(), 'Bug tracker');
    const first = (await install(groupId, template.id, account.token)).body[0];
    const second = (await install(groupId, template.id, account.token)).body[0];
    expect([first?.name, second?.name]).toEqual(['Bug tracker', 'Bug tracker 2']);
    expect(first?.id).not.toBe(second?.id);
    expect(second?.tables?.map((table) => table.name)).toEqual(['Projects', 'Tasks']);
  });

  it('refuses in the reference order: group (404), template (404), membership (400), file (400)', async () => {
    const account = await server.signUp();
    const stranger = await server.signUp();
    const groupId = await personalGroup(account.token);
    const template = templateNamed(await gallery(), 'Project tracker');
    const codeOf = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      return { status, ...(body as object) };
    };
    expect(await codeOf(install(999_999, 999_999, account.token))).toEqual({ status: 404, error: 'ERROR_GROUP_DOES_NOT_EXIST', detail: 'The requested group does not exist.' });
    expect(await codeOf(install(groupId, 999_999, stranger.token))).toEqual({ status: 404, error: 'ERROR_TEMPLATE_DOES_NOT_EXIST', detail: 'The requested template does not exist.' });
    expect(await codeOf(install(groupId, template.id, stranger.token))).toEqual({ status: 400, error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect(await codeOf(install(groupId, template.id))).toEqual({ status: 401, detail: 'Authentication credentials were not provided.' });

    // The file is read again on install: once it is gone, the template cannot be installed.
    const gone = templateNamed(await gallery(), 'Bug tracker');
    const content = templateFile({ name: 'Bug tracker', icon: 'bug', keywords: [], categories: ['Software'] });
    dir.remove('bug-tracker');
    try {
      expect(await codeOf(install(groupId, gone.id, stranger.token))).toEqual({ status: 400, error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
      expect(await codeOf(install(groupId, gone.id, account.token))).toEqual({
        status: 400,
        error: 'ERROR_TEMPLATE_FILE_DOES_NOT_EXIST',
        detail: 'The requested template file does not exist anymore.',
      });
      dir.write('bug-tracker', '{ not json');
      expect((await install(groupId, gone.id, account.token)).body).toMatchObject({ error: 'ERROR_TEMPLATE_FILE_DOES_NOT_EXIST' });
    } finally {
      dir.write('bug-tracker', content);
    }
    const applications = (await server.api.call(apps.listGroupApplications, { params: { group_id: groupId }, token: account.token })).body;
    expect(applications.map((application: Application) => application.name)).not.toContain('Bug tracker');
  });
});
