import type { Field, Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as rowTrashMigration } from '../../src/db/migrations/0016-row-trash.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { anonymousOrigin } from '../../src/events/domain-events.js';
import { trashType } from '../../src/trash/server-trash-types.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Scratch = Awaited<ReturnType<typeof emptyTable>>;

const request = (t: Scratch, method: string, path: string, json?: unknown) =>
  server.api.raw(method, `/api${path}`, { json, headers: { authorization: `JWT ${t.token}` } });

/** The newest trash entry of a table's rows. */
const latestEntry = (tableId: number) =>
  server.db.kysely.selectFrom('trash_entries').selectAll().where('parent_trash_item_id', '=', tableId).orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Restores an entry as the trash endpoint does: its type's restore, then the entry goes, in one transaction. */
async function restore(entryId: number): Promise<void> {
  await commitChange(server.ctx, anonymousOrigin, async (trx, emit) => {
    const entry = await trx.selectFrom('trash_entries').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
    await trashType(entry.trash_item_type)!.restore(trx, entry, emit, server.ctx);
    await trx.deleteFrom('trash_entries').where('id', '=', entryId).execute();
  });
}

/** A table with rows named by `names`, and a second table linking to them both ways. */
async function linkedTables(names: string[]) {
  const t = await emptyTable(server);
  const ids: number[] = [];
  for (const name of names) ids.push(((await t.addRow({ [`field_${t.primary.id}`]: name })).body as Row).id);
  const other = (await request(t, 'POST', `/database/tables/database/${t.table.database_id}/`, { name: 'Orders', data: [['Ref'], ['A']], first_row_header: true })).body as { id: number };
  const link = (await request(t, 'POST', `/database/fields/table/${other.id}/`, { name: 'Who', type: 'link_row', link_row_table: t.table.id })).body as Field;
  const [order] = ((await request(t, 'GET', `/database/rows/table/${other.id}/`)).body as { results: Row[] }).results;
  await request(t, 'PATCH', `/database/rows/table/${other.id}/${order!.id}/`, { [`field_${link.id}`]: ids });
  const orderRow = async () => (await request(t, 'GET', `/database/rows/table/${other.id}/${order!.id}/`)).body as Row;
  return { t, ids, other, link, orderRow };
}

describe('deleted rows go to the trash (issue 33)', () => {
  it('leave every read, keep their links hidden, and come back whole when restored', async () => {
    const { t, ids, other, link, orderRow } = await linkedTables(['Ada', 'Grace', 'Linus']);
    const [, grace] = ids as [number, number, number];
    expect((await request(t, 'DELETE', `/database/rows/table/${t.table.id}/${grace}/`)).status).toBe(204);

    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Ada', 'Linus']);
    const page = (await request(t, 'GET', `/database/rows/table/${t.table.id}/?search=Grace`)).body as { count: number };
    expect(page.count).toBe(0);
    for (const [method, body] of [['GET', undefined], ['PATCH', { [`field_${t.primary.id}`]: 'x' }], ['DELETE', undefined]] as const) {
      expect(await request(t, method, `/database/rows/table/${t.table.id}/${grace}/`, body)).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    }
    const batch = await request(t, 'PATCH', `/database/rows/table/${t.table.id}/batch/`, { items: [{ id: grace, [`field_${t.primary.id}`]: 'x' }] });
    expect(batch).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    expect(await t.addRow({}, grace)).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    // The other side's link cell no longer shows it, and a row cannot be linked to it meanwhile.
    expect((cell(await orderRow(), link) as { value: string }[]).map((linked) => linked.value)).toEqual(['Ada', 'Linus']);
    // Writing the cell meanwhile (the trashed row cannot be named in it) keeps the hidden link.
    await request(t, 'PATCH', `/database/rows/table/${other.id}/${(await orderRow()).id}/`, { [`field_${link.id}`]: [ids[0], grace] });
    expect((cell(await orderRow(), link) as { value: string }[]).map((linked) => linked.value)).toEqual(['Ada']);

    const entry = await latestEntry(t.table.id);
    expect(entry).toMatchObject({ trash_item_type: 'row', trash_item_id: grace, name: 'Grace', names: ['Grace'], parent_name: 'Scratch' });
    const seen = server.events.length;
    await restore(entry.id);
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Ada', 'Grace', 'Linus']);
    expect((cell(await orderRow(), link) as { value: string }[]).map((linked) => linked.value)).toEqual(['Ada', 'Grace']);
    expect(server.events.slice(seen).filter((event) => event.type === 'row_created')).toHaveLength(1);
    // Restoring it again finds nothing to restore: a 4xx code, not a crash.
    await expect(commitChange(server.ctx, anonymousOrigin, (trx, emit) => trashType('row')!.restore(trx, entry, emit, server.ctx))).rejects.toMatchObject({ code: 'ERROR_TRASH_ITEM_DOES_NOT_EXIST' });
  });

  it('trash a batch as one entry, restore it together and purge it with its links', async () => {
    const { t, ids, link, orderRow } = await linkedTables(['Ada', 'Grace', 'Linus', 'Ken']);
    const gone = ids.slice(0, 3);
    expect((await request(t, 'POST', `/database/rows/table/${t.table.id}/batch-delete/`, { items: gone })).status).toBe(204);
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Ken']);
    expect(((await request(t, 'GET', `/database/rows/table/${t.table.id}/?size=1`)).body as { count: number }).count).toBe(1);
    const entry = await latestEntry(t.table.id);
    expect(entry).toMatchObject({ trash_item_type: 'rows', trash_item_id: gone[0], names: ['Ada', 'Grace', 'Linus'], restoration: { row_ids: gone } });

    await restore(entry.id);
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Ada', 'Grace', 'Linus', 'Ken']);

    await request(t, 'POST', `/database/rows/table/${t.table.id}/batch-delete/`, { items: gone });
    const again = await latestEntry(t.table.id);
    await commitChange(server.ctx, anonymousOrigin, (trx) => trashType('rows')!.purge(trx, again));
    const left = await sql<{ id: number }>`select id from ${sql.table(`database_table_${t.table.id}`)} order by id`.execute(server.db.kysely);
    expect(left.rows.map((row) => row.id)).toEqual([ids[3]]);
    expect((cell(await orderRow(), link) as { value: string }[]).map((linked) => linked.value)).toEqual(['Ken']);
    const links = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`database_relation_${link.id}`)}`.execute(server.db.kysely);
    expect(links.rows[0]?.n).toBe(1);
  });

  it('refuse to restore rows of a trashed table, answering ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD', async () => {
    const t = await emptyTable(server);
    const row = (await t.addRow({ [`field_${t.primary.id}`]: 'Ada' })).body as Row;
    await request(t, 'DELETE', `/database/rows/table/${t.table.id}/${row.id}/`);
    const entry = await latestEntry(t.table.id);
    const hasFlag = await sql`select 1 from information_schema.columns where table_name = 'database_tables' and column_name = 'trashed'`.execute(server.db.kysely);
    // Tables join the trash with their own migration; until then there is no trashed table to refuse.
    if (hasFlag.rows.length === 0) return;
    await sql`update database_tables set trashed = true where id = ${t.table.id}`.execute(server.db.kysely);
    try {
      await expect(restore(entry.id)).rejects.toMatchObject({ code: 'ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD' });
      const still = await sql<{ trashed: boolean }>`select trashed from ${sql.table(`database_table_${t.table.id}`)} where id = ${row.id}`.execute(server.db.kysely);
      expect(still.rows[0]?.trashed).toBe(true);
    } finally {
      await sql`update database_tables set trashed = false where id = ${t.table.id}`.execute(server.db.kysely);
    }
  });

  it('free a unique value while the row holding it is trashed, and refuse its restore once the value is taken', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: [{ type_name: 'unique_with_empty' }] });
    const held = (await t.addRow({ [`field_${code.id}`]: 'A1' })).body as Row;
    await request(t, 'DELETE', `/database/rows/table/${t.table.id}/${held.id}/`);
    const entry = await latestEntry(t.table.id);
    expect((await t.addRow({ [`field_${code.id}`]: 'A1' })).status).toBe(200);
    await expect(restore(entry.id)).rejects.toMatchObject({ code: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [`field_${code.id}`]: [expect.objectContaining({ code: 'unique' })] } });
    expect((await t.rows()).map((row) => cell(row, code))).toEqual(['A1']);
    expect(await server.db.kysely.selectFrom('trash_entries').select('id').where('id', '=', entry.id).executeTakeFirst()).toBeDefined();

    // A unique index made before the trash existed is made again leaving trashed rows out.
    const other = await t.addField({ name: 'Other', type: 'text', field_constraints: [{ type_name: 'unique_with_empty' }] });
    const index = `database_table_${t.table.id}_field_${other.id}_unique`;
    await sql`drop index ${sql.id(index)}`.execute(server.db.kysely);
    await sql`create unique index ${sql.id(index)} on ${sql.table(`database_table_${t.table.id}`)} (${sql.ref(`field_${other.id}`)}) where ${sql.ref(`field_${other.id}`)} is not null`.execute(server.db.kysely);
    await rowTrashMigration(server.db.kysely as never);
    const definition = await sql<{ def: string }>`select indexdef as def from pg_indexes where indexname = ${index}`.execute(server.db.kysely);
    expect(definition.rows[0]?.def).toContain('NOT trashed');
  });
});
