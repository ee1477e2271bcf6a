import {
  arrayOf,
  compileFormula,
  environmentOf,
  evaluateFormula,
  formulaApiValue,
  formulaCaseEnvironment,
  formulaCaseRow,
  formulaCases,
  type ComputedDisplayOptions,
  type FormulaCase,
  type FormulaField,
  type FormulaScalarType,
  type FormulaType,
  type Row,
} from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFields, type FieldRecord } from '../../src/database/fields/fields.repo.js';
import { computedColumn } from '../../src/database/fields/types/formula/computed-column.js';
import { formulaColumnSql } from '../../src/database/formulas/sql/column-sql.js';
import { formulaSqlContext } from '../../src/database/formulas/sql/sql-context.js';
import { userTable } from '../../src/database/tables/user-table-names.js';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// The shared case table (core's formula-cases.ts) on this engine's SQL: one table holds every case's
// fields (a field per name and type the cases use) and a row per case, a second table the linked
// invoices; each case's formula is compiled against the real fields, its SQL selected for its row as
// the column stores it, and read back as the API answers it. It must equal the case's value and
// core's evaluator's, so the editor's preview and the stored column agree (issue 34).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Scratch = Awaited<ReturnType<typeof emptyTable>>;

/** A field body for a case field's type. */
function fieldBody(name: string, type: FormulaScalarType): Record<string, unknown> {
  switch (type.type) {
    case 'number':
      return { name, type: 'number', number_type: type.decimalPlaces > 0 ? 'DECIMAL' : 'INTEGER', number_decimal_places: Math.max(1, type.decimalPlaces), number_negative: true };
    case 'date':
      return { name, type: 'date', date_include_time: type.includeTime };
    case 'boolean':
      return { name, type: 'boolean' };
    default:
      return { name, type: 'text' };
  }
}

const typeKey = (name: string, type: FormulaType) => `${name}:${JSON.stringify(type)}`;

/** The options a computed field of this result type is stored with (what the server answers). */
function optionsFor(type: FormulaType): ComputedDisplayOptions {
  const item = type.type === 'array' ? type.of : type;
  return {
    formula_type: type.type,
    array_formula_type: type.type === 'array' ? type.of.type : null,
    error: null,
    number_decimal_places: item.type === 'number' ? item.decimalPlaces : null,
    date_include_time: item.type === 'date' ? item.includeTime : null,
    number_prefix: null,
    number_suffix: null,
    number_separator: null,
    date_format: null,
    date_time_format: null,
    date_show_tzinfo: null,
    date_force_timezone: null,
  } as ComputedDisplayOptions;
}

interface Fixture {
  t: Scratch;
  fields: FieldRecord[];
  linkedFields: FieldRecord[];
  /** Real field per case field (name and type). */
  byCaseField: Map<string, FieldRecord>;
  linkedByName: Map<string, FieldRecord>;
  link: FieldRecord | undefined;
  rowOf: Map<string, number>;
}

async function buildFixture(cases: readonly FormulaCase[]): Promise<Fixture> {
  const t = await emptyTable(server);
  const auth = { authorization: `JWT ${t.token}` };
  const byCaseField = new Map<string, FieldRecord>();
  const created = new Map<string, number>();
  for (const testCase of cases) {
    for (const field of testCase.fields ?? []) {
      const key = typeKey(field.name, field.type);
      if (created.has(key)) continue;
      const made = await t.addField(fieldBody(`${field.name} ${created.size}`, field.type));
      created.set(key, made.id);
    }
  }
  // The invoices every link case reads: one table, its fields as the cases name them.
  const linkCase = cases.find((testCase) => testCase.link);
  let linkFieldId: number | undefined;
  let linkedTableId: number | undefined;
  if (linkCase?.link) {
    const [primary, ...others] = linkCase.link.fields;
    const table = (await server.api.raw('POST', `/api/database/tables/database/${t.table.database_id}/`, { json: { name: 'Linked', data: [[primary!.name]], first_row_header: true }, headers: auth })).body as { id: number };
    linkedTableId = table.id;
    for (const field of others) {
      const answer = await server.api.raw('POST', `/api/database/fields/table/${table.id}/`, { json: fieldBody(field.name, field.type), headers: auth });
      expect(answer.status).toBe(200);
    }
    linkFieldId = (await t.addField({ name: linkCase.link.name, type: 'link_row', link_row_table: table.id })).id;
  }
  const fields = await listFields(server.db.kysely, t.table.id);
  const linkedFields = linkedTableId === undefined ? [] : await listFields(server.db.kysely, linkedTableId);
  for (const [key, id] of created) byCaseField.set(key, fields.find((field) => field.id === id)!);
  const linkedByName = new Map(linkedFields.map((field) => [field.name, field]));
  const rowOf = new Map<string, number>();
  for (const testCase of cases) {
    const values: Record<string, unknown> = {};
    for (const field of testCase.fields ?? []) values[`field_${byCaseField.get(typeKey(field.name, field.type))!.id}`] = field.value;
    if (testCase.link && linkedTableId !== undefined) {
      const ids: number[] = [];
      for (const linkedRow of testCase.link.rows) {
        const body = Object.fromEntries(Object.entries(linkedRow).map(([name, value]) => [`field_${linkedByName.get(name)!.id}`, value]));
        const answer = await server.api.raw('POST', `/api/database/rows/table/${linkedTableId}/`, { json: body, headers: auth });
        expect(answer.status).toBe(200);
        ids.push((answer.body as Row).id);
      }
      values[`field_${linkFieldId}`] = ids;
    }
    const answer = await t.addRow(values);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rowOf.set(testCase.name, (answer.body as Row).id);
  }
  return { t, fields, linkedFields, byCaseField, linkedByName, link: fields.find((field) => field.id === linkFieldId), rowOf };
}

/** The case's fields under the names its formula uses, with the real fields' ids. */
function realEnvironment(testCase: FormulaCase, fixture: Fixture) {
  const own: FormulaField[] = (testCase.fields ?? []).map((field) => ({ name: field.name, id: fixture.byCaseField.get(typeKey(field.name, field.type))!.id, type: field.type }));
  if (testCase.link && fixture.link) {
    const linked = environmentOf(testCase.link.fields.map((field) => ({ name: field.name, id: fixture.linkedByName.get(field.name)!.id, type: field.type })));
    own.push({ name: testCase.link.name, id: fixture.link.id, type: arrayOf(testCase.link.fields[0]!.type), linked: () => linked });
  }
  return environmentOf(own, { name: 'Formula', id: 999_999 });
}

/** What the API answers for a stored value: a list's items as their values only (the case table's form). */
function comparable(value: unknown): unknown {
  return Array.isArray(value) ? value.map((item: { value: unknown }) => item.value) : value;
}

const valued = formulaCases.filter((testCase): testCase is FormulaCase & { expect: { value: unknown } } => 'value' in testCase.expect);

describe('the shared formula case table on this engine', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await buildFixture(valued);
  }, 120_000);

  it.each(valued.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const compiled = compileFormula(testCase.formula, realEnvironment(testCase, fixture));
    if (!compiled.ok) throw new Error(`${testCase.formula}: ${compiled.error.message}`);
    const options = optionsFor(compiled.type);
    const ctx = formulaSqlContext({ fields: fixture.fields, linkedFields: () => fixture.linkedFields }, 't', testCase.now ? new Date(testCase.now) : undefined);
    const rowId = fixture.rowOf.get(testCase.name)!;
    const { rows } = await sql<{ value: unknown }>`select ${formulaColumnSql(compiled.node, ctx, options)} as value from ${userTable(fixture.t.table.id)} as t where t.id = ${rowId}`.execute(server.db.kysely);
    const answered = comparable(computedColumn.fromDb(rows[0]?.value ?? null, options, { publicUrl: '', mediaUrl: '' }));
    expect(answered).toEqual(testCase.expect.value);
    // Core's evaluator, on the case's own fields, agrees with the engine.
    const inCore = compileFormula(testCase.formula, formulaCaseEnvironment(testCase));
    if (inCore.ok) expect(formulaApiValue(evaluateFormula(inCore.node, formulaCaseRow(testCase), testCase.now ? new Date(testCase.now) : undefined), inCore.type)).toEqual(answered);
  });
});
