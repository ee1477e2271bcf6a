import type { Field, Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from '../database/helpers.js';
import { linkedTables, valueOf } from './formula-fixture.js';

// The dependency graph's answers to field changes (issue 34): a rename shows in the formulas reading
// the field, a delete turns them into an explained error and a restore heals them; cycles and bad
// formulas are refused with the reference's errors, nothing half saved.

let server: TestServer;
let t: Awaited<ReturnType<typeof linkedTables>>;

beforeAll(async () => {
  server = await startTestServer();
  t = await linkedTables(server);
});
afterAll(() => server.close());

const fieldById = async (id: number) => (await t.fields(t.table.id)).find((field) => field.id === id);

describe('Fields read by formulas', () => {
  it('show a rename in the formula, turn invalid naming a deleted field, and heal on restore or when the name comes back', async () => {
    const price = await t.fieldIn(t.table.id, { name: 'Price', type: 'number' });
    const formula = await t.fieldIn(t.table.id, { name: 'Price x2', type: 'formula', formula: "field('Price') * 2" });
    const row = await t.row(t.table.id, { [`field_${price.id}`]: 4 });
    expect(valueOf(row, formula)).toBe('8');

    expect((await t.call('PATCH', `/api/database/fields/${price.id}/`, { name: 'Cost' })).status).toBe(200);
    expect(await fieldById(formula.id)).toMatchObject({ formula: "field('Cost') * 2", formula_type: 'number', error: null });

    expect((await t.call('DELETE', `/api/database/fields/${price.id}/`)).status).toBe(204);
    const broken = await fieldById(formula.id);
    expect(broken).toMatchObject({ formula_type: 'invalid' });
    expect(String(broken?.error)).toContain('Cost');
    expect(valueOf(await t.read(t.table.id, row.id), formula)).toBeNull();

    const restored = await server.api.raw('PATCH', '/api/trash/restore/', {
      json: { trash_item_type: 'field', trash_item_id: price.id },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(restored.status).toBe(204);
    expect(await fieldById(formula.id)).toMatchObject({ formula_type: 'number', error: null });
    expect(valueOf(await t.read(t.table.id, row.id), formula)).toBe('8');

    // Deleted again, then a new field takes the name: the formula reads the new field.
    await t.call('DELETE', `/api/database/fields/${price.id}/`);
    const cost = await t.fieldIn(t.table.id, { name: 'Cost', type: 'number' });
    await t.update(t.table.id, row.id, { [`field_${cost.id}`]: 10 });
    expect(await fieldById(formula.id)).toMatchObject({ formula_type: 'number', error: null });
    expect(valueOf(await t.read(t.table.id, row.id), formula)).toBe('20');
  });

  it('retype the formulas reading a field whose type changed, with their column', async () => {
    const label = await t.fieldIn(t.table.id, { name: 'Label', type: 'number' });
    const shout = await t.fieldIn(t.table.id, { name: 'Label plus', type: 'formula', formula: "field('Label') + 1" });
    const row = await t.row(t.table.id, { [`field_${label.id}`]: 41 });
    expect(valueOf(row, shout)).toBe('42');
    expect((await t.call('PATCH', `/api/database/fields/${label.id}/`, { type: 'text' })).status).toBe(200);
    // text + number does not type: kept, invalid, explained.
    expect(await fieldById(shout.id)).toMatchObject({ formula_type: 'invalid' });
    const concat = (await t.call('PATCH', `/api/database/fields/${shout.id}/`, { formula: "concat(field('Label'), '!')" })).body as Field;
    expect(concat).toMatchObject({ formula_type: 'text', error: null });
    expect(valueOf(await t.read(t.table.id, row.id), shout)).toBe('41!');
  });

  it('turn invalid when the table they look up goes to the trash, and heal when it comes back', async () => {
    const other = await t.call('POST', `/api/database/tables/database/${t.table.database_id}/`, { name: 'Suppliers', data: [['Name'], ['Acme']], first_row_header: true });
    const suppliers = other.body as { id: number };
    const supplierName = (await t.fields(suppliers.id))[0] as Field;
    const link = await t.fieldIn(t.table.id, { name: 'Suppliers', type: 'link_row', link_row_table: suppliers.id });
    const names = await t.fieldIn(t.table.id, { name: 'Supplier names', type: 'lookup', through_field_id: link.id, target_field_id: supplierName.id });
    expect(names).toMatchObject({ formula_type: 'array' });
    expect((await t.call('DELETE', `/api/database/tables/${suppliers.id}/`)).status).toBe(204);
    expect(await fieldById(names.id)).toMatchObject({ formula_type: 'invalid' });
    const restored = await t.call('PATCH', '/api/trash/restore/', { trash_item_type: 'table', trash_item_id: suppliers.id });
    expect(restored.status).toBe(204);
    expect(await fieldById(names.id)).toMatchObject({ formula_type: 'array', error: null });
  });

  it('refuse self references and cycles, naming the cycle, and save nothing', async () => {
    const self = await t.field(t.table.id, { name: 'Me', type: 'formula', formula: "field('Me') + 1" });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: 'ERROR_FIELD_SELF_REFERENCE' });
    const first = await t.fieldIn(t.table.id, { name: 'First', type: 'formula', formula: '1' });
    await t.fieldIn(t.table.id, { name: 'Second', type: 'formula', formula: "field('First') + 1" });
    const cycle = await t.call('PATCH', `/api/database/fields/${first.id}/`, { formula: "field('Second') + 1" });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toMatchObject({ error: 'ERROR_FIELD_CIRCULAR_REFERENCE' });
    expect(JSON.stringify(cycle.body)).toContain('First → Second → First');
    expect(await fieldById(first.id)).toMatchObject({ formula: '1' });
    // Through links: the invoices' formula would read the projects' sum of a lookup of itself.
    const related = (await t.fields(t.invoicesTable.id)).find((field) => field.type === 'link_row') as Field;
    const back = await t.fieldIn(t.invoicesTable.id, { name: 'Back', type: 'formula', formula: '1' });
    await t.fieldIn(t.table.id, { name: 'Look', type: 'lookup', through_field_id: t.invoices.id, target_field_id: back.id });
    await t.fieldIn(t.table.id, { name: 'Look sum', type: 'formula', formula: "sum(field('Look'))" });
    const viaLink = await t.call('PATCH', `/api/database/fields/${back.id}/`, { formula: `sum(lookup('${related.name}', 'Look sum'))` });
    expect(viaLink.status).toBe(400);
    expect(viaLink.body).toMatchObject({ error: 'ERROR_FIELD_CIRCULAR_REFERENCE' });
  });

  it('answer bad formulas with the reference errors, never a 5xx', async () => {
    const text = await t.fieldIn(t.table.id, { name: 'Words', type: 'text' });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'formula', formula: 'concat(' }, 'ERROR_WITH_FORMULA'],
      [{ type: 'formula', formula: "nosuchfunction('a')" }, 'ERROR_WITH_FORMULA'],
      [{ type: 'formula', formula: "field('No such field')" }, 'ERROR_WITH_FORMULA'],
      [{ type: 'formula', formula: "upper(1)" }, 'ERROR_WITH_FORMULA'],
      [{ type: 'formula', formula: `${'('.repeat(1000)}1${')'.repeat(1000)}` }, 'ERROR_TOO_DEEPLY_NESTED_FORMULA'],
      [{ type: 'formula', formula: `'${'x'.repeat(100_000)}'` }, 'ERROR_REQUEST_BODY_VALIDATION'],
      [{ type: 'lookup', through_field_id: text.id, target_field_id: t.amount.id }, 'ERROR_INVALID_LOOKUP_THROUGH_FIELD'],
      [{ type: 'lookup', through_field_id: t.invoices.id, target_field_id: text.id }, 'ERROR_INVALID_LOOKUP_TARGET_FIELD'],
      [{ type: 'rollup', through_field_id: t.invoices.id, target_field_id: t.amount.id, rollup_function: 'drop table' }, 'ERROR_INVALID_ROLLUP_FORMULA_FUNCTION'],
      [{ type: 'count', through_field_id: text.id }, 'ERROR_INVALID_COUNT_THROUGH_FIELD'],
      [{ type: 'formula', formula: "lookup('Words', 'Amount')" }, 'ERROR_WITH_FORMULA'],
    ];
    const before = (await t.fields(t.table.id)).length;
    for (const [body, error] of cases) {
      const answer = await t.field(t.table.id, { name: 'Bad', ...body });
      expect([answer.status, (answer.body as { error?: string }).error], JSON.stringify(body).slice(0, 80)).toEqual([400, error]);
    }
    expect((await t.fields(t.table.id)).length).toBe(before);
    // A computed cell is never written by a body.
    const formula = await t.fieldIn(t.table.id, { name: 'Computed', type: 'formula', formula: "'x'" });
    const row = await t.row(t.table.id, {});
    const write = await t.update(t.table.id, row.id, { [`field_${formula.id}`]: 'y' });
    expect(write.status).toBe(400);
    expect(valueOf((await t.read(t.table.id, row.id)) as Row, formula)).toBe('x');
  });
});

describe('The type endpoint', () => {
  it('answers the type without saving, the reference error for a bad formula, and nothing to an outsider', async () => {
    const path = `/api/database/formula/${t.table.id}/type/`;
    const typed = await t.call('POST', path, { formula: '1+1', name: 'Anything' });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ formula: '1+1', formula_type: 'number', error: null, number_decimal_places: 0 });
    expect((await t.call('POST', path, { formula: 'bad syntax', name: 'x' })).body).toMatchObject({ error: 'ERROR_WITH_FORMULA' });
    expect((await t.call('POST', path, { formula: "field('Self')", name: 'Self' })).body).toMatchObject({ error: 'ERROR_FIELD_SELF_REFERENCE' });
    expect((await t.call('POST', path, { name: 'x' })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION' });
    const outsider = await emptyTable(server);
    const foreign = await server.api.raw('POST', path, { json: { formula: '1', name: 'x' }, headers: { authorization: `JWT ${outsider.token}` } });
    expect(foreign.body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await t.call('POST', `/api/database/formula/999999/type/`, { formula: '1', name: 'x' })).status).toBe(404);
  });
});
