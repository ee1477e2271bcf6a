import { randomUUID } from 'node:crypto';
import type { Field, Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { linkedTables, valueOf } from './formula-fixture.js';

// Formula, lookup, rollup and count fields over HTTP (issue 34): values are stored and recomputed in
// the write's transaction, so the write's own answer, and the next read of a linked table, show them.

let server: TestServer;
let t: Awaited<ReturnType<typeof linkedTables>>;
let double: Field;
let plusOne: Field;
let total: Field;
let count: Field;
let lookup: Field;
let withTax: Field;
let hours: Field;

beforeAll(async () => {
  server = await startTestServer();
  t = await linkedTables(server);
  hours = await t.fieldIn(t.table.id, { name: 'Hours', type: 'number' });
  double = await t.fieldIn(t.table.id, { name: 'Double', type: 'formula', formula: "field('Hours') * 2" });
  plusOne = await t.fieldIn(t.table.id, { name: 'Plus one', type: 'formula', formula: "field('Double') + 1" });
  total = await t.fieldIn(t.table.id, { name: 'Total', type: 'rollup', through_field_id: t.invoices.id, target_field_id: t.amount.id, rollup_function: 'sum' });
  count = await t.fieldIn(t.table.id, { name: 'Count', type: 'count', through_field_id: t.invoices.id });
  lookup = await t.fieldIn(t.table.id, { name: 'Amounts', type: 'lookup', through_field_id: t.invoices.id, target_field_id: t.amount.id });
  withTax = await t.fieldIn(t.table.id, { name: 'With tax', type: 'formula', formula: "field('Total') * 1.5" });
});
afterAll(() => server.close());

describe('Formula fields', () => {
  it('answer their type and the formula with names, and are computed in the answer of the row written', async () => {
    expect(double).toMatchObject({ type: 'formula', formula: "field('Hours') * 2", formula_type: 'number', error: null });
    expect(double).not.toHaveProperty('internal_formula');
    const row = await t.row(t.table.id, { [`field_${hours.id}`]: 3 });
    expect(valueOf(row, double)).toBe('6');
    expect(valueOf(row, plusOne)).toBe('7');
    const updated = (await t.update(t.table.id, row.id, { [`field_${hours.id}`]: 5 })).body as Row;
    expect([valueOf(updated, double), valueOf(updated, plusOne)]).toEqual(['10', '11']);
  });

  it('fill the rows a table already has when added', async () => {
    const row = await t.row(t.table.id, { [`field_${hours.id}`]: 4 });
    const triple = await t.fieldIn(t.table.id, { name: 'Triple', type: 'formula', formula: "field('Hours') * 3" });
    expect(valueOf(await t.read(t.table.id, row.id), triple)).toBe('12');
  });

  it('are computed in the answer of a batch, and past 100 rows of another table tell its open grids to read again', async () => {
    const invoice = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '2.00' });
    const items = Array.from({ length: 150 }, (_, i) => ({ [`field_${hours.id}`]: i, [`field_${t.invoices.id}`]: [invoice.id] }));
    const created = (await t.call('POST', `/api/database/rows/table/${t.table.id}/batch/`, { items })).body as { items: Row[] };
    expect(created.items.slice(0, 3).map((row) => valueOf(row, double))).toEqual(['0', '2', '4']);
    const updated = (await t.call('PATCH', `/api/database/rows/table/${t.table.id}/batch/`, { items: [{ id: created.items[1]?.id, [`field_${hours.id}`]: 21 }] })).body as { items: Row[] };
    expect(valueOf(updated.items[0], plusOne)).toBe('43');
    const seen = server.events.length;
    await t.update(t.invoicesTable.id, invoice.id, { [`field_${t.amount.id}`]: '3.00' });
    expect(server.events.slice(seen).some((event) => event.type === 'rows_refreshed' && event.tableId === t.table.id)).toBe(true);
    expect(valueOf(await t.read(t.table.id, created.items[149]?.id as number), lookup)).toEqual([{ id: invoice.id, value: '3.00' }]);
  });

  it('fill a big table after the field is made, in chunks on the embedded engine, every row by the answer', async () => {
    const big = await t.fieldIn(t.invoicesTable.id, { name: 'Units', type: 'number' });
    // Rows made directly: 5,000 through the API would cost the suite seconds for nothing it tests here.
    await sql`insert into ${sql.table(`database_table_${t.invoicesTable.id}`)} ("order", ${sql.ref(`field_${big.id}`)}) select n + 1000, n from generate_series(1, 5000) as n`.execute(server.db.kysely);
    const tenfold = await t.fieldIn(t.invoicesTable.id, { name: 'Tenfold', type: 'formula', formula: "field('Units') * 10" });
    const { rows } = await sql<{ wrong: number }>`select count(*)::int as wrong from ${sql.table(`database_table_${t.invoicesTable.id}`)}
      where ${sql.ref(`field_${big.id}`)} is not null and ${sql.ref(`field_${tenfold.id}`)} is distinct from ${sql.ref(`field_${big.id}`)} * 10`.execute(server.db.kysely);
    expect(rows[0]?.wrong).toBe(0);
    // Its formula changed: every row again, by the answer.
    expect((await t.call('PATCH', `/api/database/fields/${tenfold.id}/`, { formula: "field('Units') * 100" })).status).toBe(200);
    const { rows: after } = await sql<{ wrong: number }>`select count(*)::int as wrong from ${sql.table(`database_table_${t.invoicesTable.id}`)}
      where ${sql.ref(`field_${big.id}`)} is not null and ${sql.ref(`field_${tenfold.id}`)} is distinct from ${sql.ref(`field_${big.id}`)} * 100`.execute(server.db.kysely);
    expect(after[0]?.wrong).toBe(0);
  });

  it('follow linked rows: lookups on link, edit, unlink from either side, trash and restore of a linked row', async () => {
    const a = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '10.00' });
    const b = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '5.50' });
    const created = await t.row(t.table.id, {});
    const project = (await t.update(t.table.id, created.id, { [`field_${t.invoices.id}`]: [a.id, b.id] })).body as Row;
    expect(valueOf(project, lookup)).toEqual([{ id: a.id, value: '10.00' }, { id: b.id, value: '5.50' }]);
    const amounts = async () => ((valueOf(await t.read(t.table.id, project.id), lookup) ?? []) as { value: string }[]).map((item) => item.value);

    // An edit in the linked table reaches the rows linking to it, in the same transaction, and open grids of their table.
    const seen = server.events.length;
    await t.update(t.invoicesTable.id, a.id, { [`field_${t.amount.id}`]: '20.00' });
    expect(await amounts()).toEqual(['20.00', '5.50']);
    await vi.waitFor(() => {
      const announced = server.events.slice(seen).find((event) => event.type === 'row_updated' && event.tableId === t.table.id && event.row.id === project.id);
      expect(announced && valueOf(announced.type === 'row_updated' ? announced.row : undefined, lookup)).toEqual([{ id: a.id, value: '20.00' }, { id: b.id, value: '5.50' }]);
    });

    // A linked row in the trash is left out, and comes back with its restore (undo of the delete).
    const session = { ClientSessionId: randomUUID() };
    await server.api.raw('DELETE', `/api/database/rows/table/${t.invoicesTable.id}/${b.id}/`, { headers: { authorization: `JWT ${t.token}`, ...session } });
    expect(await amounts()).toEqual(['20.00']);
    const undone = await server.api.raw('PATCH', '/api/user/undo/', { json: { scopes: { table: t.invoicesTable.id } }, headers: { authorization: `JWT ${t.token}`, ...session } });
    expect(undone.status).toBe(200);
    expect(await amounts()).toEqual(['20.00', '5.50']);

    // Unlinking from the other side (the invoice's own link field) reaches the project too.
    const related = (await t.fields(t.invoicesTable.id)).find((field) => field.type === 'link_row') as Field;
    await t.update(t.invoicesTable.id, a.id, { [`field_${related.id}`]: [] });
    expect(await amounts()).toEqual(['5.50']);
    // A new invoice linked from its side appears in the project's lookup.
    await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '1.25', [`field_${related.id}`]: [project.id] });
    expect(await amounts()).toEqual(['5.50', '1.25']);
  });

  it('fold linked rows: rollups, counts and formulas over them, two levels from the edited cell', async () => {
    const a = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '10.00' });
    const b = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '5.50' });
    const project = (await t.update(t.table.id, (await t.row(t.table.id, {})).id, { [`field_${t.invoices.id}`]: [a.id, b.id] })).body as Row;
    expect([valueOf(project, total), valueOf(project, count), valueOf(project, withTax)]).toEqual(['15.50', '2', '23.25']);
    await t.update(t.invoicesTable.id, a.id, { [`field_${t.amount.id}`]: '20.00' });
    const after = await t.read(t.table.id, project.id);
    expect([valueOf(after, total), valueOf(after, withTax)]).toEqual(['25.50', '38.25']);
    await t.call('DELETE', `/api/database/rows/table/${t.invoicesTable.id}/${b.id}/`);
    expect(valueOf(await t.read(t.table.id, project.id), count)).toBe('1');
  });
});
