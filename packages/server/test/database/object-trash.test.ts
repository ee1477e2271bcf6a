import { randomUUID } from 'node:crypto';
import type { Field, Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';
import { purgeTrash } from './purge-trash.js';

// Issue 33: deleting a field, view, table, database or group puts it in the trash; undo and the
// trash bring it back whole, and a type change is undone with every old value.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A table with a text field holding three values, and a tab (ClientSessionId) whose changes can be undone. */
async function tableWithValues() {
  const t = await emptyTable(server);
  const session = randomUUID();
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown) =>
    server.api.raw(method, `/api${path}`, { json, headers: { authorization: `JWT ${t.token}`, ClientSessionId: session } }) as Promise<{ status: number; body: unknown }>;
  const notes = (await send('POST', `/database/fields/table/${t.table.id}/`, { name: 'Notes', type: 'text' })).body as Field;
  for (const value of ['12', 'seven', null]) await t.addRow({ [`field_${t.primary.id}`]: `Row ${value}`, [`field_${notes.id}`]: value });
  const fieldNames = async () => ((await send('GET', `/database/fields/table/${t.table.id}/`)).body as Field[]).map((field) => field.name);
  const undo = (scopes: Record<string, unknown>) => send('PATCH', '/user/undo/', { scopes });
  const redo = (scopes: Record<string, unknown>) => send('PATCH', '/user/redo/', { scopes });
  return { ...t, session, send, notes, fieldNames, undo, redo };
}

const values = (rows: Row[], field: Field) => rows.map((row) => cell(row, field));

describe('a deleted field (issue 33)', () => {
  it('leaves the fields, the rows and its own endpoints, and comes back with its values on undo', async () => {
    const t = await tableWithValues();
    expect((await t.send('DELETE', `/database/fields/${t.notes.id}/`)).status).toBe(204);
    expect(await t.fieldNames()).toEqual(['Name']);
    expect(Object.keys((await t.rows())[0] ?? {})).not.toContain(`field_${t.notes.id}`);
    expect((await t.send('GET', `/database/fields/${t.notes.id}/`)).body).toMatchObject({ error: 'ERROR_FIELD_DOES_NOT_EXIST' });
    expect((await t.send('PATCH', `/database/fields/${t.notes.id}/`, { name: 'Again' })).status).toBe(404);
    const event = server.events.findLast((published) => published.type === 'field_deleted');
    expect(event).toMatchObject({ fieldId: t.notes.id, tableId: t.table.id });

    const undone = await t.undo({ table: t.table.id });
    expect(undone.body).toEqual({ actions: [{ action_type: 'delete_field', action_scope: `table${t.table.id}` }], result_code: 'SUCCESS' });
    expect(await t.fieldNames()).toEqual(['Name', 'Notes']);
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
    expect(server.events.findLast((published) => published.type === 'field_created')).toMatchObject({ field: { id: t.notes.id, name: 'Notes' } });

    expect((await t.redo({ table: t.table.id })).body).toMatchObject({ result_code: 'SUCCESS' });
    expect(await t.fieldNames()).toEqual(['Name']);
  });

  it('is restored from the trash under a new name when its name was taken meanwhile', async () => {
    const t = await tableWithValues();
    await t.send('DELETE', `/database/fields/${t.notes.id}/`);
    await t.send('POST', `/database/fields/table/${t.table.id}/`, { name: 'Notes', type: 'number' });
    const restored = await t.send('PATCH', '/trash/restore/', { trash_item_type: 'field', trash_item_id: t.notes.id });
    expect(restored.status).toBe(204);
    // It keeps its place among the fields.
    expect(await t.fieldNames()).toEqual(['Name', 'Notes (Restored)', 'Notes']);
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
  });

  it('keeps the primary field: it cannot be deleted', async () => {
    const t = await tableWithValues();
    expect((await t.send('DELETE', `/database/fields/${t.primary.id}/`)).body).toMatchObject({ error: 'ERROR_CANNOT_DELETE_PRIMARY_FIELD' });
  });

  it("hides its view filters and sorts, which come back with it", async () => {
    const t = await tableWithValues();
    const views = `/database/views/${t.view.id}`;
    const filter = (await t.send('POST', `${views}/filters/`, { field: t.notes.id, type: 'equal', value: 'seven' })).body as { id: number };
    await t.send('DELETE', `/database/fields/${t.notes.id}/`);
    expect((await t.send('GET', `${views}/filters/`)).body).toEqual([]);
    expect((await t.send('GET', `${views}/filter/${filter.id}/`)).status).toBe(404);
    expect(await t.rows()).toHaveLength(3);
    await t.undo({ table: t.table.id });
    expect(((await t.send('GET', `${views}/filters/`)).body as { id: number }[]).map((item) => item.id)).toEqual([filter.id]);
  });
});

describe('a change of field type (issue 33)', () => {
  it('is undone with the old type, settings and every value, and redone', async () => {
    const t = await tableWithValues();
    const changed = await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'number', number_decimal_places: 1 });
    expect(changed.body).toMatchObject({ type: 'number', number_decimal_places: 1 });
    const converted = values(await t.rows(), t.notes);
    expect(converted[1]).toBeNull();

    const undone = await t.undo({ table: t.table.id });
    expect(undone.body).toEqual({ actions: [{ action_type: 'update_field', action_scope: `table${t.table.id}` }], result_code: 'SUCCESS' });
    expect((await t.send('GET', `/database/fields/${t.notes.id}/`)).body).toMatchObject({ type: 'text', name: 'Notes' });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);

    await t.redo({ table: t.table.id });
    expect((await t.send('GET', `/database/fields/${t.notes.id}/`)).body).toMatchObject({ type: 'number', number_decimal_places: 1 });
    expect(values(await t.rows(), t.notes)).toEqual(converted);
  });

  it('puts back the view filters the change dropped', async () => {
    const t = await tableWithValues();
    const filters = `/database/views/${t.view.id}/filters/`;
    const filter = (await t.send('POST', filters, { field: t.notes.id, type: 'contains', value: 'sev' })).body as { id: number };
    await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'boolean' });
    expect((await t.send('GET', filters)).body).toEqual([]);
    await t.undo({ table: t.table.id });
    expect((await t.send('GET', filters)).body).toEqual([{ id: filter.id, view: t.view.id, field: t.notes.id, type: 'contains', value: 'sev' }]);
    await t.redo({ table: t.table.id });
    expect((await t.send('GET', filters)).body).toEqual([]);
  });

  it('of a table bigger than one conversion chunk is undone too (a shadow column on the embedded engine)', async () => {
    const t = await tableWithValues();
    const rows = 2_100;
    const big = (await t.send('POST', `/database/tables/database/${t.table.database_id}/`, {
      name: 'Big',
      data: [['Name'], ...Array.from({ length: rows }, (_, i) => [i % 2 === 1 ? `n${i}` : `${i}`])],
      first_row_header: true,
    })).body as { id: number };
    const [name] = (await t.send('GET', `/database/fields/table/${big.id}/`)).body as Field[];
    const last = async () => ((await t.send('GET', `/database/rows/table/${big.id}/?size=2&page=${rows / 2}`)).body as { results: Row[] }).results.map((row) => cell(row, name!));
    expect((await t.send('PATCH', `/database/fields/${name!.id}/`, { type: 'number' })).status).toBe(200);
    expect(await last()).toEqual(['2098', null]);
    expect((await t.undo({ table: big.id })).body).toMatchObject({ result_code: 'SUCCESS' });
    expect(await last()).toEqual(['2098', 'n2099']);
    const field = (await t.send('GET', `/database/fields/${name!.id}/`)).body as Field;
    expect(field.type).toBe('text');
  }, 60_000);

  it('to a type without a column of its own (created on) is undone with the old column', async () => {
    const t = await tableWithValues();
    expect((await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'created_on' })).status).toBe(200);
    expect(values(await t.rows(), t.notes).every((value) => typeof value === 'string' && value.length >= 10)).toBe(true);
    await t.undo({ table: t.table.id });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
    await t.redo({ table: t.table.id });
    expect((await t.send('GET', `/database/fields/${t.notes.id}/`)).body).toMatchObject({ type: 'created_on' });
    await t.undo({ table: t.table.id });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
  });

  it('lets go of the backup once the undone change can no longer be redone', async () => {
    const t = await tableWithValues();
    const backups = async () => {
      const { rows } = await sql<{ name: string }>`select attname as name from pg_attribute
        where attrelid = ${`database_table_${t.table.id}`}::regclass and attname like 'backup_field_%' and not attisdropped`.execute(server.db.kysely);
      return rows.length;
    };
    await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'number' });
    expect(await backups()).toBe(1);
    await t.undo({ table: t.table.id });
    // A new change in the tab forgets the undone one, and its backup with it.
    await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'boolean' });
    expect(await backups()).toBe(1);
    expect((await t.redo({ table: t.table.id })).body).toMatchObject({ result_code: 'NOTHING_TO_DO' });
    await t.undo({ table: t.table.id });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
  });

  it('to a single select brings the same options back on redo', async () => {
    const t = await tableWithValues();
    const changed = await t.send('PATCH', `/database/fields/${t.notes.id}/`, { type: 'single_select', select_options: [{ value: 'seven', color: 'blue' }] });
    const option = (changed.body as { select_options: { id: number }[] }).select_options[0];
    expect(values(await t.rows(), t.notes)).toEqual([null, { id: option?.id, value: 'seven', color: 'blue' }, null]);
    await t.undo({ table: t.table.id });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
    await t.redo({ table: t.table.id });
    expect(values(await t.rows(), t.notes)).toEqual([null, { id: option?.id, value: 'seven', color: 'blue' }, null]);
  });

  it('is recorded with its scope and both states; a rename needs no backup', async () => {
    const t = await tableWithValues();
    await t.send('PATCH', `/database/fields/${t.notes.id}/`, { name: 'Remarks' });
    const action = await server.db.kysely.selectFrom('actions').select(['type', 'scope', 'params', 'session']).where('session', '=', t.session).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(action).toMatchObject({
      type: 'update_field',
      scope: `table${t.table.id}`,
      session: t.session,
      params: { table_id: t.table.id, field_id: t.notes.id, previous: { name: 'Notes', type: 'text' }, next: { name: 'Remarks', type: 'text' }, backup_column: null },
    });
    await t.undo({ table: t.table.id });
    expect(await t.fieldNames()).toEqual(['Name', 'Notes']);
  });
});

describe('a change undo cannot take back (issue 33)', () => {
  it("is skipped with its reason, and the next undo goes on with the action before", async () => {
    const t = await tableWithValues();
    const other = (await t.send('POST', `/database/tables/database/${t.table.database_id}/`, { name: 'Other', data: [['Name']], first_row_header: true })).body as { id: number };
    const link = (await t.send('POST', `/database/fields/table/${t.table.id}/`, { name: 'Link', type: 'link_row', link_row_table: other.id })).body as Field;
    expect((await t.send('PATCH', `/database/fields/${link.id}/`, { type: 'text' })).status).toBe(200);
    const skipped = await t.undo({ table: t.table.id });
    expect(skipped.body).toEqual({ actions: [{ action_type: 'update_field', action_scope: `table${t.table.id}` }], result_code: 'SKIPPED_DUE_TO_ERROR' });
    expect((await t.send('GET', `/database/fields/${link.id}/`)).body).toMatchObject({ type: 'text' });
    expect((await t.undo({ table: t.table.id })).body).toMatchObject({ actions: [{ action_type: 'create_field' }], result_code: 'SUCCESS' });
    expect(await t.fieldNames()).toEqual(['Name', 'Notes']);
  });
});

describe('view settings (issue 33)', () => {
  it('filters, sorts and hidden columns are undone in the view scope', async () => {
    const t = await tableWithValues();
    const views = `/database/views/${t.view.id}`;
    await t.send('POST', `${views}/sortings/`, { field: t.notes.id, order: 'DESC' });
    await t.send('PATCH', `/database/views/grid/${t.view.id}/`, { field_options: { [t.notes.id]: { hidden: true } } });
    await t.send('PATCH', `${views}/`, { name: 'Renamed' });
    const scope = { view: t.view.id };
    expect((await t.undo(scope)).body).toMatchObject({ actions: [{ action_type: 'update_view', action_scope: `view${t.view.id}` }] });
    expect((await t.send('GET', `${views}/`)).body).toMatchObject({ name: t.view.name });
    expect((await t.undo(scope)).body).toMatchObject({ actions: [{ action_type: 'update_view_field_options' }] });
    const options = (await t.send('PATCH', `/database/views/grid/${t.view.id}/`, { field_options: {} })).body as { field_options: Record<string, { hidden: boolean }> };
    expect(options.field_options[String(t.notes.id)]?.hidden).toBe(false);
    expect((await t.undo(scope)).body).toMatchObject({ actions: [{ action_type: 'create_view_sort' }] });
    expect((await t.send('GET', `${views}/sortings/`)).body).toEqual([]);
    await t.redo(scope);
    expect((await t.send('GET', `${views}/sortings/`)).body).toMatchObject([{ field: t.notes.id, order: 'DESC' }]);
  });

  it('a deleted view is out of the list and 404 until undone', async () => {
    const t = await tableWithValues();
    const view = (await t.send('POST', `/database/views/table/${t.table.id}/`, { name: 'Second', type: 'grid' })).body as { id: number };
    await t.send('DELETE', `/database/views/${view.id}/`);
    expect(((await t.send('GET', `/database/views/table/${t.table.id}/`)).body as { id: number }[]).map((item) => item.id)).toEqual([t.view.id]);
    expect((await t.send('GET', `/database/views/${view.id}/`)).body).toMatchObject({ error: 'ERROR_VIEW_DOES_NOT_EXIST' });
    await t.undo({ table: t.table.id });
    expect(((await t.send('GET', `/database/views/table/${t.table.id}/`)).body as { id: number }[]).map((item) => item.id)).toEqual([t.view.id, view.id]);
  });
});

describe('a deleted table, database or group (issue 33)', () => {
  it('is out of every listing and answers 404, and comes back whole', async () => {
    const t = await tableWithValues();
    const databaseId = t.table.database_id;
    const tablesOf = async () => ((await t.send('GET', `/database/tables/database/${databaseId}/`)).body as { id: number }[]).map((table) => table.id);
    expect(await tablesOf()).toContain(t.table.id);
    await t.send('PATCH', `/database/tables/${t.table.id}/`, { name: 'Renamed' });
    expect((await t.send('DELETE', `/database/tables/${t.table.id}/`)).status).toBe(204);
    expect(await tablesOf()).not.toContain(t.table.id);
    expect((await t.send('GET', `/database/rows/table/${t.table.id}/`)).body).toMatchObject({ error: 'ERROR_TABLE_DOES_NOT_EXIST' });
    expect((await t.send('GET', `/database/fields/${t.notes.id}/`)).body).toMatchObject({ error: 'ERROR_FIELD_DOES_NOT_EXIST' });
    expect((await t.send('GET', `/database/views/${t.view.id}/`)).body).toMatchObject({ error: 'ERROR_VIEW_DOES_NOT_EXIST' });

    // A field of a trashed table cannot come back before its table.
    const field = await t.send('POST', `/database/fields/table/${t.table.id}/`, { name: 'Late', type: 'text' });
    expect(field.status).toBe(404);
    const undone = await t.undo({ application: databaseId });
    expect(undone.body).toEqual({ actions: [{ action_type: 'delete_table', action_scope: `application${databaseId}` }], result_code: 'SUCCESS' });
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
    expect((await t.undo({ application: databaseId })).body).toMatchObject({ actions: [{ action_type: 'update_table' }] });
    expect((await t.send('GET', `/database/tables/${t.table.id}/`)).body).toMatchObject({ name: 'Scratch' });
  });

  it('refuses to restore a field while its table is in the trash', async () => {
    const t = await tableWithValues();
    await t.send('DELETE', `/database/fields/${t.notes.id}/`);
    await t.send('DELETE', `/database/tables/${t.table.id}/`);
    const listed = await t.send('GET', `/trash/workspace/${(await server.db.kysely.selectFrom('applications').select('group_id').where('id', '=', t.table.database_id).executeTakeFirstOrThrow()).group_id}/?application_id=${t.table.database_id}`);
    expect((listed.body as { results: unknown[] }).results).toMatchObject([
      { trash_item_type: 'table', trash_item_id: t.table.id, name: 'Scratch', parent_trash_item_id: null },
      { trash_item_type: 'field', trash_item_id: t.notes.id, name: 'Notes', parent_name: 'Scratch', parent_trash_item_id: null },
    ]);
    const refused = await t.send('PATCH', '/trash/restore/', { trash_item_type: 'field', trash_item_id: t.notes.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD' });
    expect((await t.send('PATCH', '/trash/restore/', { trash_item_type: 'table', trash_item_id: t.table.id })).status).toBe(204);
    expect((await t.send('PATCH', '/trash/restore/', { trash_item_type: 'field', trash_item_id: t.notes.id })).status).toBe(204);
    expect(values(await t.rows(), t.notes)).toEqual(['12', 'seven', null]);
  });

  it('a database and a group leave the sidebar and answer 404 until restored', async () => {
    const t = await tableWithValues();
    const databaseId = t.table.database_id;
    const group = (await t.send('POST', '/groups/', { name: 'Spare' })).body as { id: number };
    const applications = async () => ((await t.send('GET', '/applications/')).body as { id: number }[]).map((app) => app.id);
    expect((await t.send('DELETE', `/applications/${databaseId}/`)).status).toBe(204);
    expect(await applications()).not.toContain(databaseId);
    expect((await t.send('GET', `/applications/${databaseId}/`)).body).toMatchObject({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST' });
    expect((await t.send('GET', `/database/tables/${t.table.id}/`)).body).toMatchObject({ error: 'ERROR_TABLE_DOES_NOT_EXIST' });
    const groupId = (await server.db.kysely.selectFrom('applications').select('group_id').where('id', '=', databaseId).executeTakeFirstOrThrow()).group_id;
    expect((await t.undo({ workspace: groupId })).body).toMatchObject({ actions: [{ action_type: 'delete_application', action_scope: `workspace${groupId}` }] });
    expect(await applications()).toContain(databaseId);

    expect((await t.send('DELETE', `/groups/${group.id}/`)).status).toBe(204);
    expect(((await t.send('GET', '/groups/')).body as { id: number }[]).map((item) => item.id)).not.toContain(group.id);
    expect((await t.send('PATCH', `/groups/${group.id}/`, { name: 'X' })).body).toMatchObject({ error: 'ERROR_GROUP_DOES_NOT_EXIST' });
    expect((await t.undo({ root: true })).body).toMatchObject({ actions: [{ action_type: 'delete_group', action_scope: 'root' }] });
    expect(((await t.send('GET', '/groups/')).body as { id: number }[]).map((item) => item.id)).toContain(group.id);
  });

  it('a new database and a group rename are undone too', async () => {
    const t = await tableWithValues();
    const group = (await t.send('POST', '/groups/', { name: 'Spare' })).body as { id: number };
    const created = (await t.send('POST', `/applications/group/${group.id}/`, { name: 'Fresh', type: 'database' })).body as { id: number };
    expect((await t.undo({ workspace: group.id })).body).toMatchObject({ actions: [{ action_type: 'create_application', action_scope: `workspace${group.id}` }] });
    expect((await t.send('GET', `/applications/${created.id}/`)).status).toBe(404);
    await t.redo({ workspace: group.id });
    expect((await t.send('GET', `/applications/${created.id}/`)).body).toMatchObject({ name: 'Fresh' });

    await t.send('PATCH', `/groups/${group.id}/`, { name: 'Renamed' });
    expect((await t.undo({ root: true })).body).toMatchObject({ actions: [{ action_type: 'update_group', action_scope: 'root' }] });
    expect(((await t.send('GET', '/groups/')).body as { id: number; name: string }[]).find((item) => item.id === group.id)?.name).toBe('Spare');
  });

  it('is deleted for good with everything in it once purged', async () => {
    const t = await tableWithValues();
    const group = (await t.send('POST', '/groups/', { name: 'Doomed' })).body as { id: number };
    const database = (await t.send('POST', `/applications/group/${group.id}/`, { name: 'Stock', type: 'database' })).body as { id: number };
    const table = (await t.send('POST', `/database/tables/database/${database.id}/`, { name: 'Items', data: [['Name'], ['a']], first_row_header: true })).body as { id: number };
    await t.send('DELETE', `/database/tables/${table.id}/`);
    await t.send('DELETE', `/groups/${group.id}/`);
    await purgeTrash(server);
    const db = server.db.kysely;
    expect(await db.selectFrom('groups').select('id').where('id', '=', group.id).execute()).toEqual([]);
    expect(await db.selectFrom('applications').select('id').where('id', '=', database.id).execute()).toEqual([]);
    const { rows } = await sql<{ name: string | null }>`select to_regclass(${`database_table_${table.id}`})::text as name`.execute(db);
    expect(rows[0]?.name).toBeNull();
  });
});
