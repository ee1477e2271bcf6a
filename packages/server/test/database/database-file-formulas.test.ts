import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseFile, Field, Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf } from '../../src/callers/caller.js';
import { exportDatabaseFile } from '../../src/database/database-file/export-database-file.js';
import { importDatabaseFile } from '../../src/database/database-file/import-database-file.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { shippedTemplatesDir } from '../../src/templates/templates-dir.js';
import { linkedTables, valueOf } from '../formulas/formula-fixture.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Formula, lookup, rollup and count fields through a database file (issue 34): exported with their
// settings, imported (as a copy, a duplicate or a template is) after what they read, and computed
// once the rows are in, on both engines.

type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let t: Awaited<ReturnType<typeof linkedTables>>;
let exported: DatabaseFile;
beforeAll(async () => {
  server = await startTestServer();
  t = await linkedTables(server);
  const [invoicesLink] = (await t.fields(t.invoicesTable.id)).filter((field) => field.type === 'link_row');
  const price = await t.fieldIn(t.table.id, { name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
  const qty = await t.fieldIn(t.table.id, { name: 'Qty', type: 'number' });
  await t.fieldIn(t.table.id, { name: 'Total', type: 'formula', formula: "field('Price') * field('Qty')" });
  await t.fieldIn(t.table.id, { name: 'Amounts', type: 'lookup', through_field_id: t.invoices.id, target_field_id: t.amount.id });
  await t.fieldIn(t.table.id, { name: 'Invoiced', type: 'rollup', through_field_id: t.invoices.id, target_field_id: t.amount.id, rollup_function: 'sum' });
  await t.fieldIn(t.table.id, { name: 'Invoice count', type: 'count', through_field_id: t.invoices.id });
  await t.fieldIn(t.table.id, { name: 'Label', type: 'formula', formula: "concat(field('Name'), ': ', totext(field('Invoiced')))" });
  // The linked table reads the first table's formula back through the link's other side.
  await t.fieldIn(t.invoicesTable.id, { name: 'Order totals', type: 'rollup', through_field_id: invoicesLink?.id, target_field_id: (await t.fields(t.table.id)).find((f) => f.name === 'Total')?.id, rollup_function: 'max' });
  const first = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '10.50' });
  const second = await t.row(t.invoicesTable.id, { [`field_${t.amount.id}`]: '2.25' });
  await t.row(t.table.id, { [`field_${t.primary.id}`]: 'Alpha', [`field_${price.id}`]: '2.50', [`field_${qty.id}`]: 4, [`field_${t.invoices.id}`]: [first.id, second.id] });
  await t.row(t.table.id, { [`field_${t.primary.id}`]: 'Beta', [`field_${price.id}`]: '1.00', [`field_${qty.id}`]: 3, [`field_${t.invoices.id}`]: [second.id] });
  await t.row(t.table.id, { [`field_${t.primary.id}`]: 'Gamma' });
  exported = JSON.parse(JSON.stringify(await exportDatabaseFile(server.db.kysely, t.table.database_id))) as DatabaseFile;
});
afterAll(() => server.close());

function importInto(groupId: number, file: unknown) {
  return commitChange(server.ctx, originOf(undefined), (trx, emit) => importDatabaseFile({ db: trx, emit, quotas: server.ctx.config.quotas }, groupId, file as DatabaseFile));
}

async function newGroup(): Promise<{ token: string; groupId: number }> {
  const account = await server.signUp();
  const groups = (await server.api.raw('GET', '/api/groups/', { headers: { authorization: `JWT ${account.token}` } })).body as { id: number }[];
  return { token: account.token, groupId: groups[0]?.id as number };
}

// The two tables as a client sees them, ids replaced by names: fields with their settings, rows by place with every cell.
async function seen(token: string, databaseId: number) {
  const get = async (path: string) => (await server.api.raw('GET', `/api${path}`, { headers: { authorization: `JWT ${token}` } })).body as Loose;
  const tables = ((await get(`/database/tables/database/${databaseId}/`)) as { id: number; name: string }[]).filter((table) => ['Scratch', 'Invoices'].includes(table.name));
  const names = new Map<number, string>();
  const read = [];
  for (const table of tables) {
    const fields = (await get(`/database/fields/table/${table.id}/`)) as Field[];
    for (const field of fields) names.set(field.id, field.name);
    read.push({ table, fields, rows: ((await get(`/database/rows/table/${table.id}/?size=200`)) as { results: Row[] }).results });
  }
  const items = (value: unknown) => (Array.isArray(value) ? (value as { value: unknown }[]).map((item) => item.value) : value);
  return read.map(({ table, fields, rows }) => ({
    name: table.name,
    fields: fields.map(({ id: _id, table_id: _table, link_row_table: _linked, link_row_related_field: _related, through_field_id: through, target_field_id: target, ...rest }) => ({
      ...rest,
      ...(through === undefined ? {} : { through: names.get(through as number) ?? through }),
      ...(target === undefined ? {} : { target: names.get(target as number) ?? target }),
    })),
    rows: rows.map((row) => Object.fromEntries(fields.map((field) => [field.name, items(valueOf(row, field))]))),
  }));
}

describe('computed fields in database files', () => {
  it('are exported with their settings (formulas by name, links by file id) and without cells', () => {
    const scratch = exported.database.tables.find((table) => table.name === 'Scratch');
    const byName = (name: string) => scratch?.fields.find((field) => field.name === name);
    expect(byName('Total')?.options).toMatchObject({ formula: "field('Price') * field('Qty')", formula_type: 'number' });
    expect(byName('Total')?.options).not.toHaveProperty('internal_formula');
    expect(byName('Invoiced')?.options).toMatchObject({ through_field_id: byName('Invoices')?.id, rollup_function: 'sum' });
    const computed = ['Total', 'Amounts', 'Invoiced', 'Invoice count', 'Label'].map((name) => `field_${byName(name)?.id}`);
    expect(scratch?.rows.every((row) => computed.every((key) => !(key in row)))).toBe(true);
  });

  it('import as the same formulas with the same values, and stay live', async () => {
    const original = await seen(t.token, t.table.database_id);
    expect(original[0]?.rows).toEqual([
      expect.objectContaining({ Name: 'Alpha', Total: '10.00', Amounts: ['10.50', '2.25'], Invoiced: '12.75', 'Invoice count': '2', Label: 'Alpha: 12.75' }),
      expect.objectContaining({ Name: 'Beta', Total: '3.00', Amounts: ['2.25'], Invoiced: '2.25', 'Invoice count': '1', Label: 'Beta: 2.25' }),
      expect.objectContaining({ Name: 'Gamma', Total: '0.00', Amounts: [], Invoiced: '0.00', 'Invoice count': '0', Label: 'Gamma: 0.00' }),
    ]);
    const other = await newGroup();
    const copy = await importInto(other.groupId, exported);
    const copied = await seen(other.token, copy.id);
    expect(copied).toEqual(original);
    // The copy's formulas are its own: a cell edited there moves its rollup.
    const tables = ((await server.api.raw('GET', `/api/database/tables/database/${copy.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as { id: number; name: string }[]);
    const invoices = tables.find((table) => table.name === 'Invoices');
    const fields = (await server.api.raw('GET', `/api/database/fields/table/${invoices?.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as Field[];
    const rows = ((await server.api.raw('GET', `/api/database/rows/table/${invoices?.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as { results: Row[] }).results;
    const amount = fields.find((field) => field.name === 'Amount') as Field;
    await server.api.raw('PATCH', `/api/database/rows/table/${invoices?.id}/${rows[0]?.id}/`, { json: { [`field_${amount.id}`]: '20.50' }, headers: { authorization: `JWT ${other.token}` } });
    const after = await seen(other.token, copy.id);
    expect(after[0]?.rows[0]).toMatchObject({ Invoiced: '22.75', Label: 'Alpha: 22.75' });
  });

  it('import when a formula names fields listed after it or in a later table (computed fields first in the file)', async () => {
    const file = structuredClone(exported) as Loose;
    for (const table of file.database.tables) table.fields.reverse();
    file.database.tables.reverse();
    const other = await newGroup();
    const copy = await importInto(other.groupId, file);
    const copied = await seen(other.token, copy.id);
    const original = await seen(t.token, t.table.database_id);
    const rowsOf = (tables: typeof copied, name: string) => tables.find((table) => table.name === name)?.rows;
    expect(rowsOf(copied, 'Scratch')).toEqual(rowsOf(original, 'Scratch'));
    expect(rowsOf(copied, 'Invoices')).toEqual(rowsOf(original, 'Invoices'));
  });

  it('import a formula as the primary field, shown as the linked rows\' text in the other table', async () => {
    const file = structuredClone(exported) as Loose;
    const scratch = file.database.tables.find((table: Loose) => table.name === 'Scratch');
    for (const field of scratch.fields) field.primary = field.name === 'Label';
    const other = await newGroup();
    const copy = await importInto(other.groupId, file);
    const [orders, invoices] = await seen(other.token, copy.id);
    expect(orders?.fields.find((field) => field.primary)?.name).toBe('Label');
    expect(invoices?.rows.map((row) => row.Scratch)).toEqual([['Alpha: 12.75'], ['Alpha: 12.75', 'Beta: 2.25']]);
  });

  it('import a formula naming a field the file has not as invalid, explained, the rest computed', async () => {
    const file = structuredClone(exported) as Loose;
    const scratch = file.database.tables.find((table: Loose) => table.name === 'Scratch');
    scratch.fields.find((field: Loose) => field.name === 'Total').options.formula = "field('Discount') * 2";
    const other = await newGroup();
    const copy = await importInto(other.groupId, file);
    const [table] = await seen(other.token, copy.id);
    expect(table?.fields.find((field) => field.name === 'Total')).toMatchObject({ formula: "field('Discount') * 2", formula_type: 'invalid', error: expect.stringContaining('Discount') });
    expect(table?.rows.map((row) => [row.Total, row.Invoiced])).toEqual([[null, '12.75'], [null, '2.25'], [null, '0.00']]);
    // It heals when the field it names comes, as any formula whose field went.
    const tables = (await server.api.raw('GET', `/api/database/tables/database/${copy.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as { id: number; name: string }[];
    const scratchId = tables.find((found) => found.name === 'Scratch')?.id;
    const added = await server.api.raw('POST', `/api/database/fields/table/${scratchId}/`, { json: { name: 'Discount', type: 'number' }, headers: { authorization: `JWT ${other.token}` } });
    expect(added.status).toBe(200);
    const [healed] = await seen(other.token, copy.id);
    expect(healed?.fields.find((field) => field.name === 'Total')).toMatchObject({ formula_type: 'number', error: null });
    expect(healed?.rows.map((row) => row.Total)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('refuse a file whose formulas read each other in a circle, naming them, and write nothing', async () => {
    const file = structuredClone(exported) as Loose;
    const scratch = file.database.tables.find((table: Loose) => table.name === 'Scratch');
    scratch.fields.find((field: Loose) => field.name === 'Total').options.formula = "tonumber(field('Label'))";
    scratch.fields.find((field: Loose) => field.name === 'Label').options.formula = "totext(field('Total'))";
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from database_fields`.execute(server.db.kysely)).rows[0]?.n;
    const { groupId } = await newGroup();
    const before = await count();
    const refusal = await importInto(groupId, file).then(() => null, (error: unknown) => error as { code: string; detail: unknown });
    expect(refusal?.code).toBe('ERROR_DATABASE_FILE_INVALID');
    expect(JSON.stringify(refusal?.detail)).toMatch(/circular chain of references: (Total → Label → Total|Label → Total → Label)\./);
    expect(await count()).toBe(before);
  });

  it("compute the shipped CRM template's rollup and formula from its rows", async () => {
    const file = JSON.parse(readFileSync(join(shippedTemplatesDir, 'crm.json'), 'utf8')) as Loose;
    const [companies, , deals] = file.database.tables;
    const other = await newGroup();
    const copy = await importInto(other.groupId, file);
    const get = async (path: string) => (await server.api.raw('GET', `/api${path}`, { headers: { authorization: `JWT ${other.token}` } })).body as Loose;
    const tables = (await get(`/database/tables/database/${copy.id}/`)) as { id: number; name: string }[];
    const cells = async (tableName: string, fieldName: string) => {
      const tableId = tables.find((table) => table.name === tableName)?.id;
      const field = ((await get(`/database/fields/table/${tableId}/`)) as Field[]).find((candidate) => candidate.name === fieldName) as Field;
      expect(field, `${tableName}.${fieldName}`).toMatchObject({ error: null, formula_type: 'number' });
      return ((await get(`/database/rows/table/${tableId}/?size=200`)) as { results: Row[] }).results.map((row) => valueOf(row, field));
    };
    const valueOfDeal = new Map<number, number>(deals.rows.map((row: Loose) => [row.id, Number(row.field_25 ?? 0)]));
    const expected = companies.rows.map((company: Loose) => ((company.field_10 ?? []) as number[]).reduce((sum, id) => sum + (valueOfDeal.get(id) ?? 0), 0).toFixed(2));
    expect(await cells('Companies', 'Deal value (USD)')).toEqual(expected);
    expect(await cells('Deals', 'Weighted value (USD)')).toEqual(deals.rows.map((row: Loose) => ((Number(row.field_25 ?? 0) * Number(row.field_26 ?? 0)) / 100).toFixed(2)));
  });
});
