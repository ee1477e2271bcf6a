import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as addSystemColumns } from '../../src/db/migrations/0014-system-columns.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Stamps = { id: number; created_on: Date; updated_on: Date; created_by: number | null; updated_by: number | null };

async function stamps(tableId: number): Promise<Stamps[]> {
  const { rows } = await sql<Stamps>`select id, created_on, updated_on, created_by, updated_by from ${sql.table(`database_table_${tableId}`)} order by id`.execute(server.ctx.db.kysely);
  return rows.map((row) => ({ ...row, created_on: new Date(row.created_on), updated_on: new Date(row.updated_on) }));
}

// The JWT names its user (user_id), as Baserow's does.
function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id: number };
  return payload.user_id;
}

describe('system columns (issue 32)', () => {
  it('stamp a created row with the time and its creator, and an edit with the time and its editor', async () => {
    const t = await emptyTable(server);
    const userId = userIdOf(t.token);
    const before = Date.now();
    const created = (await t.addRow({ [`field_${t.primary.id}`]: 'a' })).body as { id: number };
    const [first] = (await stamps(t.table.id)).filter((row) => row.id === created.id);
    expect(first).toMatchObject({ created_by: userId, updated_by: userId });
    expect(first?.created_on.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first?.updated_on.getTime()).toBe(first?.created_on.getTime());

    const patched = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${created.id}/`, { json: { [`field_${t.primary.id}`]: 'b' }, headers: { authorization: `JWT ${t.token}` } });
    expect(patched.status).toBe(200);
    const [edited] = (await stamps(t.table.id)).filter((row) => row.id === created.id);
    expect(edited?.created_on.getTime()).toBe(first?.created_on.getTime());
    expect(edited?.updated_on.getTime()).toBeGreaterThan(first?.updated_on.getTime() ?? 0);
    expect(edited?.updated_by).toBe(userId);
  });

  it('are stamped by batch writes too', async () => {
    const t = await emptyTable(server);
    const userId = userIdOf(t.token);
    const auth = { authorization: `JWT ${t.token}` };
    const created = await server.api.raw('POST', `/api/database/rows/table/${t.table.id}/batch/`, { json: { items: [{}, {}] }, headers: auth });
    expect(created.status).toBe(200);
    const ids = (created.body as { items: { id: number }[] }).items.map((row) => row.id);
    await sql`update ${sql.table(`database_table_${t.table.id}`)} set updated_by = null`.execute(server.ctx.db.kysely);
    const updated = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/batch/`, { json: { items: ids.map((id) => ({ id })) }, headers: auth });
    expect(updated.status).toBe(200);
    const rows = (await stamps(t.table.id)).filter((row) => ids.includes(row.id));
    expect(rows.map((row) => [row.created_by, row.updated_by])).toEqual([[userId, userId], [userId, userId]]);
  });

  it('reach tables made before them without rewriting rows: existing rows get the table creation time', async () => {
    const t = await emptyTable(server);
    await t.addRow({});
    const db = server.ctx.db.kysely;
    const table = sql.table(`database_table_${t.table.id}`);
    await sql`alter table ${table} drop column created_on, drop column updated_on, drop column created_by, drop column updated_by`.execute(db);
    await sql`update database_tables set created_on = '2020-01-02T03:04:05Z' where id = ${t.table.id}`.execute(db);
    await addSystemColumns(db as unknown as Kysely<unknown>);
    const [row] = await stamps(t.table.id);
    expect(row).toMatchObject({ created_by: null, updated_by: null });
    expect(row?.created_on.toISOString()).toBe('2020-01-02T03:04:05.000Z');
    // Rows created after the migration get their own time.
    const created = (await t.addRow({})).body as { id: number };
    const fresh = (await stamps(t.table.id)).find((candidate) => candidate.id === created.id);
    expect(fresh?.created_on.getFullYear()).toBeGreaterThan(2020);
  });
});
