import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  databaseEndpoints as db,
  groupEndpoints as groups,
  readDatabaseFile,
  templateEndpoints as templates,
  type Application,
  type DatabaseFile,
  type Field,
  type GridFieldOptions,
  type Row,
  type View,
} from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedTemplatesDir } from '../../src/templates/templates-dir.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Issue 31, done when: every template Cellar ships installs, on each engine, as a database with the
// file's tables, fields and their types, views with their filters, sorts and column settings, and
// as many rows (and links) as the file holds.

const shipped = readdirSync(shippedTemplatesDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => {
    const reading = readDatabaseFile(JSON.parse(readFileSync(join(shippedTemplatesDir, name), 'utf8')));
    if (!reading.ok) throw new Error(`${name}: ${JSON.stringify(reading.problems)}`);
    return { slug: name.slice(0, -'.json'.length), file: reading.file };
  });

let server: TestServer;
let token: string;
let groupId: number;
beforeAll(async () => {
  server = await startTestServer({ templatesDir: shippedTemplatesDir });
  token = (await server.signUp()).token;
  groupId = (await server.api.call(groups.listGroups, { token })).body[0]?.id ?? 0;
});
afterAll(() => server?.close());

type FileTable = DatabaseFile['database']['tables'][number];
type FileField = FileTable['fields'][number];
const authorized = (path: string) => server.api.raw('GET', path, { headers: { authorization: `JWT ${token}` } });

// A select option's text, which survives the import where its id does not.
function optionText(field: FileField | Field | undefined, id: string): string {
  const holder = (field && 'options' in field ? field.options : field) as { select_options?: { id: number; value: string }[] } | undefined;
  const options = holder?.select_options;
  return options?.find((option) => String(option.id) === id)?.value ?? `option ${id}`;
}
const namesOptions = (type: string) => type === 'single_select_equal' || type === 'single_select_not_equal';

// The file's view as the API would present it, fields and options by name.
function expectedView(table: FileTable, view: FileTable['views'][number]) {
  const field = (id: number) => table.fields.find((candidate) => candidate.id === id);
  return {
    name: view.name,
    filter_type: view.filter_type,
    filters_disabled: view.filters_disabled,
    filters: view.filters.map((filter) => [field(filter.field)?.name, filter.type, namesOptions(filter.type) ? optionText(field(filter.field), filter.value) : filter.value]),
    sortings: view.sortings.map((sort) => [field(sort.field)?.name, sort.order]),
    field_options: Object.fromEntries(
      table.fields.map((candidate) => [candidate.name, { width: 200, hidden: false, order: 32767, ...view.field_options[String(candidate.id)] }]),
    ),
  };
}

async function installedView(view: View, fields: Field[]) {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const grid = (await authorized(`/api/database/views/grid/${view.id}/?include=field_options&size=1`)).body as { field_options: Record<string, GridFieldOptions> };
  return {
    name: view.name,
    filter_type: view.filter_type,
    filters_disabled: view.filters_disabled,
    filters: (view.filters ?? []).map((filter) => [byId.get(filter.field)?.name, filter.type, namesOptions(filter.type) ? optionText(byId.get(filter.field), filter.value) : filter.value]),
    sortings: (view.sortings ?? []).map((sort) => [byId.get(sort.field)?.name, sort.order]),
    field_options: Object.fromEntries(Object.entries(grid.field_options).map(([id, options]) => [byId.get(Number(id))?.name, options])),
  };
}

const linkCount = (rows: object[], key: string) => rows.reduce((sum, row) => sum + (Array.isArray((row as Record<string, unknown>)[key]) ? ((row as Record<string, unknown[]>)[key] ?? []).length : 0), 0);

async function expectTableAsInFile(tableId: number, table: FileTable): Promise<void> {
  const fields = (await server.api.call(db.listFields, { params: { table_id: tableId }, token })).body;
  const primaryFirst = [...table.fields.filter((field) => field.primary), ...table.fields.filter((field) => !field.primary)];
  expect(fields.map((field) => [field.name, field.type, field.primary]), `${table.name}: fields`).toEqual(primaryFirst.map((field) => [field.name, field.type, field.primary]));

  const views = (await authorized(`/api/database/views/table/${tableId}/?include=filters,sortings`)).body as View[];
  const installed = await Promise.all(views.map((view) => installedView(view, fields)));
  expect(installed, `${table.name}: views`).toEqual(table.views.map((view) => expectedView(table, view)));

  const page = (await authorized(`/api/database/rows/table/${tableId}/?size=200`)).body as { count: number; results: Row[] };
  expect(page.count, `${table.name}: rows`).toBe(table.rows.length);
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const field of table.fields.filter((candidate) => candidate.type === 'link_row')) {
    const listed = linkCount(table.rows, `field_${field.id}`);
    // A pair's links may be written on one side only; the side that lists them must have them all.
    if (listed > 0) expect(linkCount(page.results, `field_${byName.get(field.name)?.id}`), `${table.name}.${field.name}: links`).toBe(listed);
  }
}

describe('the shipped templates', () => {
  it('are all synced into the gallery at start', async () => {
    expect(shipped.length).toBeGreaterThanOrEqual(4);
    const listed = (await server.api.call(templates.listTemplates)).body.flatMap((category) => category.templates.map((template) => template.slug));
    expect([...new Set(listed)].sort()).toEqual(shipped.map((template) => template.slug));
  });

  it.each(shipped.map((template) => [template.slug, template] as const))('%s installs as its file describes it', async (_slug, { slug, file }) => {
    const template = (await server.api.call(templates.listTemplates)).body.flatMap((category) => category.templates).find((candidate) => candidate.slug === slug);
    const answer = await server.api.call(templates.installTemplate, { params: { group_id: groupId, template_id: template?.id ?? 0 }, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [application] = answer.body as Application[];
    expect(application?.name).toBe(file.database.name);
    expect(application?.tables?.map((table) => table.name)).toEqual(file.database.tables.map((table) => table.name));
    for (const [index, table] of file.database.tables.entries()) await expectTableAsInFile(application?.tables?.[index]?.id ?? 0, table);
  });
});
