import type { Field, OffsetWindow, Row, RowQuery } from '@cellar/core';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFields } from '../../src/database/fields/fields.repo.js';
import { resolveRowQuery } from '../../src/database/rows/resolve-row-query.js';
import { orderClause } from '../../src/database/rows/sort-order.js';
import { idsFromSortedKey } from '../../src/database/rows/sorted-keyset.js';
import { userTableName } from '../../src/database/tables/user-table-ddl.js';
import { sortIndexName } from '../../src/database/views/sort-indexes.js';
import * as textSortMigration from '../../src/db/migrations/0013-text-sort-collation.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Text sorts compare as people expect (issue 31): under ICU's root collation, as the reference sorts
// with `collate "en-x-icu"`, on both engines. ICU compares letters first without case or accent
// (a = A < b = B < e = é < z = Z), then accents (e < é), then case with lower case first (a < A,
// z < Z); "" comes before any letter. Byte order would give A B Z a b e z é instead. Views put empty
// cells first ascending and last descending (contract §11.3, the reference's nulls_first/nulls_last);
// `order_by` puts them last ascending and first descending (§10.3). Ties go by "order", then id.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;
type Cell = string | null;

// Created in this order, so that neither creation order nor byte order is the answer.
const words: Cell[] = ['a', 'A', 'b', 'B', 'é', 'e', 'Z', 'z', null, ''];
const viewAscending: Cell[] = [null, '', 'a', 'A', 'b', 'B', 'e', 'é', 'z', 'Z'];
const orderByAscending: Cell[] = ['', 'a', 'A', 'b', 'B', 'e', 'é', 'z', 'Z', null];
// A phone number's letters are N and X; punctuation sorts before digits in ICU ("-" before "("),
// where byte order has ( + - 5 N X n x.
const phones: Cell[] = ['n', 'N', '(5)', '-5', '5', 'x', 'X', '+5', null, ''];
const phonesAscending: Cell[] = [null, '', '-5', '(5)', '+5', '5', 'n', 'N', 'x', 'X'];

function as(t: Table) {
  const headers = { authorization: `JWT ${t.token}` };
  return {
    get: (path: string) => server.api.raw('GET', path, { headers }),
    post: (path: string, json: unknown) => server.api.raw('POST', path, { json, headers }),
    delete: (path: string) => server.api.raw('DELETE', path, { headers }),
  };
}

/** How each text-like type spells a word (a url, an address); how it reads an empty one back. */
interface TextType {
  type: string;
  spell: (word: Cell) => Cell;
  words: Cell[];
  ascending: Cell[];
}
const emptyReadsAsBlank = (spell: (word: string) => string) => (word: Cell) => (word === null || word === '' ? '' : spell(word));
const textTypes: TextType[] = [
  { type: 'long_text', spell: (word) => word, words, ascending: viewAscending },
  { type: 'url', spell: emptyReadsAsBlank((word) => `https://example.com/${word}`), words, ascending: viewAscending },
  { type: 'email', spell: emptyReadsAsBlank((word) => `${word}@example.com`), words, ascending: viewAscending },
  { type: 'phone_number', spell: emptyReadsAsBlank((word) => word), words: phones, ascending: phonesAscending },
];

describe('text sorts', () => {
  let t: Table;
  const fields = new Map<string, Field>();
  let select: Field;

  beforeAll(async () => {
    t = await emptyTable(server);
    fields.set('text', t.primary);
    for (const { type } of textTypes) fields.set(type, await t.addField({ name: type, type }));
    const options = words.filter((word): word is string => !!word).map((value) => ({ value, color: 'blue' }));
    select = await t.addField({ name: 'Select', type: 'single_select', select_options: options });
    const optionId = (word: Cell) => (select as unknown as { select_options: { id: number; value: string }[] }).select_options.find((option) => option.value === word)?.id ?? null;
    const items = words.map((word, index) => ({
      [`field_${t.primary.id}`]: word,
      ...Object.fromEntries(textTypes.map(({ type, words: own, spell }) => [`field_${fields.get(type)!.id}`, spell(own[index] ?? null)])),
      [`field_${select.id}`]: optionId(word),
    }));
    const created = await as(t).post(`/api/database/rows/table/${t.table.id}/batch/`, { items });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });

  async function viewOrder(field: Field, order: 'ASC' | 'DESC'): Promise<unknown[]> {
    const sorting = await as(t).post(`/api/database/views/${t.view.id}/sortings/`, { field: field.id, order });
    expect(sorting.status, JSON.stringify(sorting.body)).toBe(200);
    const read = await as(t).get(`/api/database/views/grid/${t.view.id}/?limit=100&offset=0`);
    await as(t).delete(`/api/database/views/sort/${(sorting.body as { id: number }).id}/`);
    return (read.body as { results: Row[] }).results.map((row) => cell(row, field));
  }

  async function orderByOrder(field: Field, descending: boolean): Promise<unknown[]> {
    return (await t.rows(`&order_by=${descending ? '-' : ''}field_${field.id}`)).map((row) => cell(row, field));
  }

  it('sort text case-insensitively and by accent first, lower case first within a letter, in views and order_by', async () => {
    const text = fields.get('text')!;
    expect(await viewOrder(text, 'ASC')).toEqual(viewAscending);
    expect(await viewOrder(text, 'DESC')).toEqual([...viewAscending].reverse());
    expect(await orderByOrder(text, false)).toEqual(orderByAscending);
    expect(await orderByOrder(text, true)).toEqual([...orderByAscending].reverse());
  });

  for (const { type, spell, ascending } of textTypes) {
    it(`sort ${type} the same way (its empty cells, null and "", tie and keep their order)`, async () => {
      const field = fields.get(type)!;
      const spelled = ascending.map(spell);
      expect(await viewOrder(field, 'ASC')).toEqual(spelled);
      // Descending: letters reversed, the two empty cells last in their own order (ties go by "order", id).
      const blank = type === 'long_text' ? [] : ['', ''];
      expect(await viewOrder(field, 'DESC')).toEqual(type === 'long_text' ? [...spelled].reverse() : [...spelled.slice(2).reverse(), ...blank]);
      expect(await orderByOrder(field, false)).toEqual(type === 'long_text' ? orderByAscending : [...spelled.slice(2), ...blank]);
    });
  }

  it('sort a single select in views by its option’s text as text sorts, and order_by still by option id', async () => {
    const value = (row: unknown) => (row as { value: string } | null)?.value ?? null;
    const asText = (cells: Cell[]) => cells.map((word) => (word === '' ? null : word));
    expect((await viewOrder(select, 'ASC')).map(value)).toEqual(asText(viewAscending));
    expect((await viewOrder(select, 'DESC')).map(value)).toEqual([...asText(viewAscending).slice(2).reverse(), null, null]);
    // Options were made in the words' order, so ids follow it.
    expect((await orderByOrder(select, false)).map(value)).toEqual([...asText(words).filter((word) => word !== null), null, null]);
  });
});

// The oracle for windows: ICU through the JavaScript runtime (the same root collation), bytes between
// values ICU finds equal, then "order" and id; empty cells first ascending, last descending in views.
const collator = new Intl.Collator('und');
function compareText(a: Cell, b: Cell, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : (a === null ? -1 : 1) * (descending ? -1 : 1);
  return (collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)) * (descending ? -1 : 1);
}

/** A table of `count` rows over nine values, in runs of equal text that windows cut through; its rows as stored. */
async function tableOfRuns(count: number) {
  const t = await emptyTable(server);
  const column = sql.id(`field_${t.primary.id}`);
  const table = sql.table(userTableName(t.table.id));
  await sql`insert into ${table} ("order", ${column})
    select g::numeric, (array['a', 'A', 'b', 'B', 'é', 'e', 'Z', 'z', null])[(g * 7) % 9 + 1] from generate_series(1, ${sql.lit(count)}) as g`.execute(server.db.kysely);
  await sql`analyze ${table}`.execute(server.db.kysely);
  const rows = (await sql<{ id: number; order: string; name: Cell }>`select id, "order", ${column} as name from ${table}`.execute(server.db.kysely)).rows;
  return { t, table, rows };
}

describe('windows and indexes of a text sort', () => {
  it('hold what sorting the whole table would, read from an end and from remembered rows, with window edges inside runs of equal text', async () => {
    const { t, rows } = await tableOfRuns(600);
    for (const descending of [false, true]) {
      const view = (await as(t).post(`/api/database/views/table/${t.table.id}/`, { name: `by name ${descending}`, type: 'grid' })).body as { id: number };
      expect((await as(t).post(`/api/database/views/${view.id}/sortings/`, { field: t.primary.id, order: descending ? 'DESC' : 'ASC' })).status).toBe(200);
      const expected = [...rows].sort((a, b) => compareText(a.name, b.name, descending) || Number(a.order) - Number(b.order) || a.id - b.id).map((row) => row.id);
      const read = async (offset: number) => ((await as(t).get(`/api/database/views/grid/${view.id}/?limit=50&offset=${offset}`)).body as { results: Row[] }).results.map((row) => row.id);
      // Jumps whose nearest remembered row lies before or after them (runs of ~67 equal cells: every edge
      // of a window of 50 is inside one), before the sort's index exists and with it.
      for (const offset of [0, 50, 150, 100, 400, 450, 350, 300, 225, 575, 525, 260, 10, 590, 33]) {
        expect(await read(offset), `${descending ? 'desc' : 'asc'} at ${offset}`).toEqual(expected.slice(offset, offset + 50));
      }
      await server.services.sortIndexes.settled();
      for (const offset of [0, 275, 125, 580, 66]) expect(await read(offset), `${descending ? 'desc' : 'asc'} indexed, at ${offset}`).toEqual(expected.slice(offset, offset + 50));
    }
  }, 60_000);

  it('read the first window and the windows from a remembered row through the sort’s index, which compares under the collation', async () => {
    const { t, table } = await tableOfRuns(20_000);
    expect((await as(t).post(`/api/database/views/${t.view.id}/sortings/`, { field: t.primary.id, order: 'ASC' })).status).toBe(200);
    expect((await as(t).get(`/api/database/views/grid/${t.view.id}/?limit=100&offset=0`)).status).toBe(200);
    await server.services.sortIndexes.settled();
    const indexes = (await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
      where tablename = ${userTableName(t.table.id)} and indexname like 'sort\\_%'`.execute(server.db.kysely)).rows;
    expect(indexes.map(({ definition }) => definition.slice(definition.indexOf('(')))).toEqual([`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, "order", id)`]);
    const [sort] = resolveRowQuery(viewSortQuery(t.primary.id), await listFields(server.db.kysely, t.table.id)).sorts;
    const plans = [
      sql`select id from ${table} order by ${orderClause([sort!], false)} limit 100`,
      sql`select id from ${table} order by ${orderClause([sort!], true)} limit 100`,
      idsFromSortedKey(t.table.id, sort!, { value: 'B', order: '1000', id: 1000 }, false, { limit: 100, skip: 0 }),
    ];
    for (const query of plans) {
      const plan = (await sql<Record<string, string>>`explain ${query}`.execute(server.db.kysely)).rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${indexes[0]!.name}`));
    }
  }, 60_000);

  it('let a text field whose sort has an index change to a number, which the view then sorts by with an index of its own', async () => {
    const t = await emptyTable(server);
    const word = await t.addField({ name: 'Word', type: 'text' });
    for (const value of ['10', '9', 'x', '100']) expect((await t.addRow({ [`field_${t.primary.id}`]: value, [`field_${word.id}`]: value })).status).toBe(200);
    expect((await as(t).post(`/api/database/views/${t.view.id}/sortings/`, { field: word.id, order: 'ASC' })).status).toBe(200);
    const names = async () => ((await as(t).get(`/api/database/views/grid/${t.view.id}/?limit=10&offset=0`)).body as { results: Row[] }).results.map((row) => cell(row, t.primary));
    expect(await names()).toEqual(['10', '100', '9', 'x']);
    const definitions = async () => {
      await server.services.sortIndexes.settled();
      const found = await sql<{ definition: string }>`select indexdef as definition from pg_indexes where tablename = ${userTableName(t.table.id)} and indexname like 'sort\\_%'`.execute(server.db.kysely);
      return found.rows.map(({ definition }) => definition.slice(definition.indexOf('(')));
    };
    expect(await definitions()).toEqual([`(field_${word.id} COLLATE "und-x-icu" NULLS FIRST, "order", id)`]);
    // An index of text under a collation cannot follow its column to a number: it is dropped with the change.
    expect((await t.patchField(word.id, { type: 'number' })).status).toBe(200);
    expect(await names()).toEqual(['x', '9', '10', '100']);
    expect(await definitions()).toEqual([`(field_${word.id} NULLS FIRST, "order", id)`]);
  });

  it('drop, on upgrade, indexes made for byte order, whose names the new ones never take', async () => {
    const { t, table } = await tableOfRuns(50);
    const column = sql.id(`field_${t.primary.id}`);
    // An index as made before issue 31: byte order, named from the sort alone.
    const old = `sort_${t.table.id}_${createHash('sha256').update(`${t.primary.id}a`).digest('hex').slice(0, 16)}`;
    await sql`create index ${sql.id(old)} on ${table} (${column} asc nulls first, "order", id)`.execute(server.db.kysely);
    await textSortMigration.up(server.db.kysely as unknown as Kysely<unknown>);
    expect((await sql`select 1 from pg_indexes where indexname = ${old}`.execute(server.db.kysely)).rows).toEqual([]);
    const [sort] = resolveRowQuery(viewSortQuery(t.primary.id), await listFields(server.db.kysely, t.table.id)).sorts;
    expect(sortIndexName(t.table.id, [sort!])).not.toBe(old);
  });
});

function viewSortQuery(fieldId: number): RowQuery<OffsetWindow> {
  return {
    search: undefined,
    filter: { type: 'AND', conditions: [] },
    sorts: [{ fieldId, ref: `field_${fieldId}`, descending: false, style: 'view' }],
    include: undefined,
    exclude: [],
    window: { kind: 'offset', limit: 100, offset: 0 },
  };
}
