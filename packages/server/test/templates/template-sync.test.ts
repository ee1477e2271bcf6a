import { Writable } from 'node:stream';
import { applicationEndpoints as apps, databaseEndpoints as db, templateEndpoints as endpoints, type TemplateCategory } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';
import { syncTemplates } from '../../src/templates/template-sync.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { templateFile, TemplatesDir } from './template-fixtures.js';

// Contract §7: templates follow the files of the templates directory at start — created, replaced
// when their file changed, removed with their group when it is gone — and a broken file is
// logged and skipped without keeping the server from starting.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logger = createLogger('info', sink);

let dir: TemplatesDir;
let server: TestServer;
beforeAll(async () => {
  dir = new TemplatesDir({
    crm: templateFile({ name: 'CRM', categories: ['Sales'] }),
    'bug-tracker': templateFile({ name: 'Bug tracker', categories: ['Software'] }),
    broken: { format: 'cellar.database', version: 1, template: { name: 'Broken' }, database: { name: 'Broken', tables: [{ id: 1, name: 'T', fields: [] }] } },
    'not-json': '{ "format": ',
  });
  server = await startTestServer({ templatesDir: dir.path }, { logger });
});
afterAll(async () => {
  await server?.close();
  dir?.dispose();
});

const gallery = async (): Promise<TemplateCategory[]> => (await server.api.call(endpoints.listTemplates)).body;
const bySlug = async () => new Map((await gallery()).flatMap((category) => category.templates).map((template) => [template.slug, template]));
const sync = () => syncTemplates({ db: server.db, logger: server.ctx.logger, dir: dir.path });
const warnings = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; template?: string; problems?: unknown[] }).filter((line) => line.level === 40 && line.template !== undefined);
const groupCount = async () => Number((await server.db.kysely.selectFrom('groups').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the templates sync', () => {
  it('starts the server with the valid files as templates, and logs each broken one with its problems', async () => {
    expect([...(await bySlug()).keys()].sort()).toEqual(['bug-tracker', 'crm']);
    expect((await gallery()).map((category) => category.name)).toEqual(['Sales', 'Software']);
    const skipped = warnings();
    expect(skipped.map((line) => line.template).sort()).toEqual(['broken', 'not-json']);
    for (const line of skipped) expect(line.problems?.length).toBeGreaterThan(0);
    expect(skipped.find((line) => line.template === 'broken')?.msg).toContain('broken.json skipped');
  });

  it('does nothing when no file changed', async () => {
    const before = await bySlug();
    const groups = await groupCount();
    await sync();
    expect(await bySlug()).toEqual(before);
    expect(await groupCount()).toBe(groups);
  });

  it('adds new files, replaces the preview of changed ones in the same group, removes the gone ones with their group', async () => {
    const before = await bySlug();
    const crm = before.get('crm');
    const bugTracker = before.get('bug-tracker');
    const groups = await groupCount();
    const [removedApplication] = (await server.api.call(apps.listGroupApplications, { params: { group_id: bugTracker?.group_id ?? 0 } })).body;
    const removedTables = removedApplication?.tables?.map((table) => table.id) ?? [];
    expect(removedTables).toHaveLength(2);
    dir.write('crm', templateFile({ name: 'CRM and deals', categories: ['Sales', 'Teams'], projects: 5, keywords: ['deals'] }));
    dir.remove('bug-tracker');
    dir.write('inventory', templateFile({ name: 'Inventory', categories: ['Operations'] }));
    await sync();

    const after = await bySlug();
    expect([...after.keys()].sort()).toEqual(['crm', 'inventory']);
    expect(after.get('crm')).toMatchObject({ id: crm?.id, group_id: crm?.group_id, name: 'CRM and deals', keywords: 'deals' });
    expect((await gallery()).map((category) => category.name)).toEqual(['Operations', 'Sales', 'Teams']);
    const [application] = (await server.api.call(apps.listGroupApplications, { params: { group_id: crm?.group_id ?? 0 } })).body;
    expect(application?.name).toBe('CRM and deals');
    const projects = application?.tables?.[0];
    const [allProjects] = (await server.api.call(db.listViews, { params: { table_id: projects?.id ?? 0 } })).body.filter((view) => view.name === 'All projects');
    const rows = await server.api.raw('GET', `/api/database/views/grid/${allProjects?.id ?? 0}/?count`);
    expect(rows.body).toEqual({ count: 5 });

    // The removed template's group and everything in it are gone; one group came with Inventory.
    expect(await groupCount()).toBe(groups);
    expect((await server.api.call(apps.listGroupApplications, { params: { group_id: bugTracker?.group_id ?? 0 } })).body).toMatchObject({ error: 'ERROR_GROUP_DOES_NOT_EXIST' });
    expect(await server.db.kysely.selectFrom('database_tables').select('id').where('id', 'in', removedTables).execute()).toEqual([]);
  });

  it('keeps a template whose file became broken as it was, and says so', async () => {
    const before = (await bySlug()).get('inventory');
    lines.length = 0;
    dir.write('inventory', '[]');
    await sync();
    expect((await bySlug()).get('inventory')).toEqual(before);
    expect(warnings().map((line) => line.template)).toContain('inventory');
    dir.write('inventory', templateFile({ name: 'Inventory', categories: ['Operations'] }));
  });

  it('creates each template once when several processes start together', async () => {
    dir.write('events', templateFile({ name: 'Event planning', categories: ['Operations'] }));
    await Promise.all([sync(), sync(), sync()]);
    const templates = await server.db.kysely.selectFrom('templates').select('slug').where('slug', '=', 'events').execute();
    expect(templates).toHaveLength(1);
    const inOperations = (await gallery()).find((category) => category.name === 'Operations')?.templates.map((template) => template.slug);
    expect(inOperations).toEqual(['events', 'inventory']);
  });
});

