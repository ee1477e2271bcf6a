import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { sharedTable } from './shared-table.js';
import { callAsTab, TestSocket } from './test-socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (token: string, method: string, path: string, json?: unknown, webSocketId?: string) => callAsTab(server, token, method, path, json, webSocketId);

describe('row events on the table page (contract §13)', () => {
  it('reach every socket on the page but the one whose call made the change', async () => {
    const t = await emptyTable(server);
    const [tab, otherTab, elsewhere] = await Promise.all([0, 1, 2].map(() => TestSocket.signedIn(server.url, t.token)));
    await tab!.joinTable(t.table.id);
    await otherTab!.joinTable(t.table.id);
    const rows = `/api/database/rows/table/${t.table.id}/`;

    const created = await call(t.token, 'POST', rows, { [`field_${t.primary.id}`]: 'First' }, tab!.id);
    expect(await otherTab!.next()).toEqual({ type: 'row_created', table_id: t.table.id, row: created.body, before_row_id: null });
    const first = created.body as { id: number };
    const before = await call(t.token, 'POST', `${rows}?before=${first.id}`, {});
    expect(await otherTab!.next()).toEqual({ type: 'row_created', table_id: t.table.id, row: before.body, before_row_id: first.id });
    // The change without a WebSocketId reaches the tab too, and is the first thing it hears.
    expect(await tab!.next()).toMatchObject({ type: 'row_created', before_row_id: first.id });

    const updated = await call(t.token, 'PATCH', `${rows}${first.id}/`, { [`field_${t.primary.id}`]: 'Changed' }, tab!.id);
    expect(await otherTab!.next()).toEqual({ type: 'row_updated', table_id: t.table.id, row: updated.body, cellar_by: expect.any(String) });
    await call(t.token, 'DELETE', `${rows}${first.id}/`, undefined, otherTab!.id);
    expect(await tab!.next()).toEqual({ type: 'row_deleted', table_id: t.table.id, row_id: first.id });

    // Not on the page: only the group's news reaches it.
    await call(t.token, 'PATCH', `/api/database/tables/${t.table.id}/`, { name: 'Renamed' });
    expect(await elsewhere!.next()).toEqual({ type: 'table_updated', table_id: t.table.id, table: { id: t.table.id, name: 'Renamed', order: t.table.order, database_id: t.table.database_id } });
    expect(await tab!.next('table_updated')).toMatchObject({ table_id: t.table.id });
    expect(await otherTab!.next('table_updated')).toMatchObject({ table_id: t.table.id });
    for (const socket of [tab, otherTab, elsewhere]) socket!.close();
  });

  it("carry a row's new last modified time and person to the other sockets (issue 32)", async () => {
    const t = await sharedTable(server);
    const modified = await t.addField({ name: 'Modified', type: 'last_modified', date_include_time: true });
    const modifiedBy = await t.addField({ name: 'Changed by', type: 'last_modified_by' });
    const rows = `/api/database/rows/table/${t.table.id}/`;
    const created = (await call(t.token, 'POST', rows, { [`field_${t.primary.id}`]: 'First' })).body as Record<string, unknown>;
    const ownerTab = await TestSocket.signedIn(server.url, t.token);
    await ownerTab.joinTable(t.table.id);
    const edited = await call(t.member.token, 'PATCH', `${rows}${created.id as number}/`, { [`field_${t.primary.id}`]: 'Changed' });
    const event = await ownerTab.next('row_updated');
    // Who changed it, by first name, so someone editing the same cell can be told (issue 38).
    expect(event).toEqual({ type: 'row_updated', table_id: t.table.id, row: edited.body, cellar_by: t.member.user.first_name });
    const row = event.row as Record<string, unknown>;
    expect(String(row[`field_${modified.id}`]) > String(created[`field_${modified.id}`])).toBe(true);
    expect(row[`field_${modifiedBy.id}`]).toEqual({ id: expect.any(Number), name: t.member.user.first_name });
    expect(row[`field_${modifiedBy.id}`]).not.toEqual(created[`field_${modifiedBy.id}`]);
    ownerTab.close();
  });

  it('do not reach a page of another table', async () => {
    const t = await emptyTable(server);
    const second = (await call(t.token, 'POST', `/api/database/tables/database/${t.table.database_id}/`, { name: 'Second' })).body as { id: number };
    const socket = await TestSocket.signedIn(server.url, t.token);
    await socket.joinTable(second.id);
    await call(t.token, 'POST', `/api/database/rows/table/${t.table.id}/`, {});
    await call(t.token, 'POST', `/api/database/rows/table/${second.id}/`, {});
    expect(await socket.next('row_created')).toMatchObject({ table_id: second.id });
    socket.close();
  });

  it('come one by one up to 100 rows a change, and as one refresh past that (a paste, its undo)', async () => {
    const t = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, t.token);
    await socket.joinTable(t.table.id);
    const batch = `/api/database/rows/table/${t.table.id}/batch/`;
    const make = async (count: number) => ((await call(t.token, 'POST', batch, { items: Array.from({ length: count }, () => ({})) })).body as { items: { id: number }[] }).items;
    const hundred = await make(100);
    for (const row of hundred) expect(await socket.next()).toMatchObject({ type: 'row_created', row: { id: row.id } });
    const more = await make(101);
    expect(await socket.next()).toEqual({ type: 'force_view_rows_refresh', table_id: t.table.id });
    await call(t.token, 'POST', `${batch.replace('batch/', 'batch-delete/')}`, { items: more.map((row) => row.id) });
    expect(await socket.next()).toEqual({ type: 'force_view_rows_refresh', table_id: t.table.id });
    // The count the grid reads again is the new one: the bulk change forgot the remembered count.
    const grid = await call(t.token, 'GET', `/api/database/views/table/${t.table.id}/`);
    const viewId = (grid.body as { id: number }[])[0]!.id;
    expect(((await call(t.token, 'GET', `/api/database/views/grid/${viewId}/?count=true`)).body as { count: number }).count).toBe(100);
    socket.close();
  });
});

describe('field and view events on the table page (contract §13)', () => {
  it('carry the field, the view with its filters and sortings, and their ids', async () => {
    const t = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, t.token);
    await socket.joinTable(t.table.id);

    const field = await t.addField({ name: 'Notes', type: 'text' });
    expect(await socket.next()).toEqual({ type: 'field_created', field });
    await t.patchField(field.id, { name: 'More notes' });
    expect(await socket.next('field_updated')).toMatchObject({ field_id: field.id, field: { id: field.id, name: 'More notes' } });

    const view = (await call(t.token, 'POST', `/api/database/views/table/${t.table.id}/`, { name: 'Mine', type: 'grid' })).body as { id: number };
    expect(await socket.next('view_created')).toMatchObject({ view: { id: view.id, name: 'Mine', filters: [], sortings: [] } });
    await call(t.token, 'PATCH', `/api/database/views/${view.id}/`, { name: 'Ours' });
    const viewUpdated = await socket.next('view_updated');
    expect(viewUpdated).toMatchObject({ view_id: view.id, view: { id: view.id, name: 'Ours' } });
    expect(viewUpdated.view).not.toHaveProperty('filters');

    const filter = (await call(t.token, 'POST', `/api/database/views/${view.id}/filters/`, { field: field.id, type: 'contains', value: 'x' })).body;
    expect(await socket.next()).toEqual({ type: 'view_filter_created', view_filter: filter });
    const sort = (await call(t.token, 'POST', `/api/database/views/${view.id}/sortings/`, { field: field.id, order: 'ASC' })).body;
    expect(await socket.next()).toEqual({ type: 'view_sort_created', view_sort: sort });
    await call(t.token, 'PATCH', `/api/database/views/grid/${view.id}/`, { field_options: { [field.id]: { width: 321 } } });
    const options = await socket.next('grid_view_field_options_updated');
    expect(options).toMatchObject({ grid_view_id: view.id, grid_view_field_options: { [field.id]: { width: 321, hidden: false } } });
    expect(Object.keys(options.grid_view_field_options as object)).toHaveLength(2);

    // Deleting the field takes its filter and sort along silently (contract §13): only field_deleted.
    await call(t.token, 'DELETE', `/api/database/fields/${field.id}/`);
    expect(await socket.next()).toEqual({ type: 'field_deleted', table_id: t.table.id, field_id: field.id });
    await call(t.token, 'DELETE', `/api/database/views/${view.id}/`);
    expect(await socket.next()).toEqual({ type: 'view_deleted', table_id: t.table.id, view_id: view.id });
    socket.close();
  });

  it('stay silent about filters a type change removes', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Amount', type: 'text' });
    await call(t.token, 'POST', `/api/database/views/${t.view.id}/filters/`, { field: field.id, type: 'contains', value: 'x' });
    const socket = await TestSocket.signedIn(server.url, t.token);
    await socket.joinTable(t.table.id);
    await t.patchField(field.id, { type: 'boolean' });
    expect(await socket.next('field_updated')).toMatchObject({ field_id: field.id, field: { type: 'boolean' } });
    expect((await call(t.token, 'GET', `/api/database/views/${t.view.id}/filters/`)).body).toEqual([]);
    await call(t.token, 'DELETE', `/api/database/views/${t.view.id}/`);
    expect(await socket.next('view_deleted')).toMatchObject({ view_id: t.view.id });
    socket.close();
  });
});
