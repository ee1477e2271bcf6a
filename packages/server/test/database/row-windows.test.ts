import type { OffsetWindow, RowQuery, SortStyle } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFields } from '../../src/database/fields/fields.repo.js';
import { matchInChunks } from '../../src/database/rows/chunked-match.js';
import { resolveRowQuery } from '../../src/database/rows/resolve-row-query.js';
import { RowCountCache } from '../../src/database/rows/row-count-cache.js';
import { RowPositions } from '../../src/database/rows/row-positions.js';
import { readingLimits, RowReader, type ReadingLimits, type ReadingOptions, type WindowReach } from '../../src/database/rows/row-reader.js';
import { sortedCondition } from '../../src/database/rows/sorted-keyset.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// The row reader (row-reader.ts) reaches a window by one of several routes: skipping from the start or
// from the end, by the kept ids of a filter's matches, from a remembered row, through the matches sorted
// apart from the sort's index, or from rows a walk of a sorted order remembered. Whichever it takes, a
// window must hold exactly the rows that sorting and filtering the whole table, then slicing, would give.
// Production switches routes at thousands of rows; the readers here switch at a handful, so a table of
// 150 rows takes every route, checked against a plain reading of the table in the test.

let server: TestServer;
let table: Awaited<ReturnType<typeof emptyTable>>;
let fieldIds: { amount: number; rank: number };
const rowCount = 150;

beforeAll(async () => {
  server = await startTestServer();
  table = await emptyTable(server);
  const amount = await table.addField({ name: 'Amount', type: 'number', number_negative: true });
  const rank = await table.addField({ name: 'Rank', type: 'number' });
  fieldIds = { amount: amount.id, rank: rank.id };
  // Orders repeat three times and run backwards (id breaks ties, and id order is not row order); amounts
  // and ranks repeat, with empty cells among them, so sorts have ties and nulls to place.
  await sql`insert into ${sql.table(`database_table_${table.table.id}`)} ("order", ${sql.id(`field_${table.primary.id}`)}, ${sql.id(`field_${amount.id}`)}, ${sql.id(`field_${rank.id}`)})
    select (${rowCount} - g / 3)::numeric, 'row ' || g,
      case when g % 7 = 0 then null else (g * 37) % 23 - 5 end,
      case when g % 11 = 0 then null else g % 5 end
    from generate_series(1, ${rowCount}) as g`.execute(server.db.kysely);
});
afterAll(() => server.close());

interface Sort {
  field: 'amount' | 'rank';
  descending: boolean;
  style: SortStyle;
}
interface Query {
  name: string;
  /** Amount higher than 0. */
  filtered: boolean;
  sorts: Sort[];
}

const queries: Query[] = [
  { name: 'all rows in their own order', filtered: false, sorts: [] },
  { name: 'filtered rows in their own order', filtered: true, sorts: [] },
  { name: 'all rows sorted by one field', filtered: false, sorts: [{ field: 'amount', descending: false, style: 'view' }] },
  { name: 'all rows sorted descending as the rows API sorts', filtered: false, sorts: [{ field: 'amount', descending: true, style: 'order_by' }] },
  { name: 'filtered rows sorted descending', filtered: true, sorts: [{ field: 'rank', descending: true, style: 'view' }] },
  {
    name: 'all rows sorted by two fields',
    filtered: false,
    sorts: [
      { field: 'rank', descending: false, style: 'view' },
      { field: 'amount', descending: true, style: 'view' },
    ],
  },
  {
    name: 'filtered rows sorted by two fields',
    filtered: true,
    sorts: [
      { field: 'rank', descending: true, style: 'view' },
      { field: 'amount', descending: false, style: 'view' },
    ],
  },
];

interface PlainRow {
  id: number;
  /** The row's order as a whole number of its smallest units: orders of rows created before others carry 20 decimals. */
  order: bigint;
  amount: number | null;
  rank: number | null;
}

/** The whole table, read plainly. */
async function plainRows(): Promise<PlainRow[]> {
  const rows = await sql<{ id: number; order: string; amount: string | null; rank: string | null }>`select id, "order",
      ${sql.ref(`field_${fieldIds.amount}`)} as amount, ${sql.ref(`field_${fieldIds.rank}`)} as rank
    from ${sql.table(`database_table_${table.table.id}`)} where not trashed`.execute(server.db.kysely);
  const number = (value: string | null) => (value === null ? null : Number(value));
  return rows.rows.map((row) => ({ id: row.id, order: exactOrder(row.order), amount: number(row.amount), rank: number(row.rank) }));
}

function exactOrder(order: string): bigint {
  const [whole = '0', fraction = ''] = order.split('.');
  return BigInt(whole + fraction.padEnd(20, '0'));
}

// Views put empty cells first ascending and last descending; the rows API's order_by the other way round (contract §10.3, §11.3).
function compareCells(a: number | null, b: number | null, { descending, style }: Sort): number {
  if (a === b) return 0;
  const nullsFirst = style === 'view' ? !descending : descending;
  if (a === null) return nullsFirst ? -1 : 1;
  if (b === null) return nullsFirst ? 1 : -1;
  return descending ? b - a : a - b;
}

/** The ids a query matches, in its order: the oracle every window is checked against. */
function expectedIds(rows: PlainRow[], query: Query): number[] {
  const matching = query.filtered ? rows.filter((row) => row.amount !== null && row.amount > 0) : rows;
  const sorted = [...matching].sort((a, b) => {
    for (const sort of query.sorts) {
      const order = compareCells(a[sort.field], b[sort.field], sort);
      if (order !== 0) return order;
    }
    return a.order === b.order ? a.id - b.id : a.order < b.order ? -1 : 1;
  });
  return sorted.map((row) => row.id);
}

function rowQuery(query: Query): RowQuery<OffsetWindow> {
  return {
    search: undefined,
    filter: { type: 'AND', conditions: query.filtered ? [{ fieldId: fieldIds.amount, type: 'higher_than', value: '0' }] : [] },
    sorts: query.sorts.map(({ field, descending, style }) => ({ fieldId: fieldIds[field], ref: `field_${fieldIds[field]}`, descending, style })),
    include: undefined,
    exclude: [],
    window: { kind: 'offset', limit: 1, offset: 0 },
  };
}

/** A reader of the test's own, with what it remembers and how it reached each window. */
interface TestReader {
  reader: RowReader;
  /** What it remembers, when it remembers positions. */
  positions: RowPositions | undefined;
  reaches: WindowReach[];
}

function readerWith(options: Omit<ReadingOptions, 'positions' | 'onWindow'> & { positions?: boolean }): TestReader {
  const bus = server.ctx.bus;
  const positions = new RowPositions(bus);
  const reaches: WindowReach[] = [];
  const remembered = options.positions === false ? undefined : positions;
  const reader = new RowReader(new RowCountCache(bus), { publicUrl: 'http://localhost:8000', mediaUrl: 'http://localhost:8000/media/' }, {
    ...options,
    positions: remembered,
    onWindow: (reach) => reaches.push(reach),
  });
  return { reader, positions: remembered, reaches };
}

/** Counts a query and reads one window, as the rows API and the grid do; with how the window was reached. */
async function readWindow({ reader, reaches }: TestReader, query: Query, offset: number, limit: number): Promise<{ count: number; ids: number[]; reaches: WindowReach[] }> {
  const db = server.db.kysely;
  const fields = await listFields(db, table.table.id);
  const resolved = resolveRowQuery(rowQuery(query), fields);
  const count = await reader.count(db, table.table.id, fields, resolved);
  reaches.length = 0;
  const rows = await reader.window(db, table.table.id, fields, resolved, { limit, offset, total: count });
  return { count, ids: rows.map((row) => row.id), reaches: [...reaches] };
}

// A small deterministic generator, so a failure replays the same windows.
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Windows at both ends, partly past the end, wholly past it, and anywhere: the same ones for every reader. */
function windowsOver(total: number, seed: number): Array<[offset: number, limit: number]> {
  const random = randomFrom(seed);
  const limits = [1, 2, 7, 30, 200];
  const fixed: Array<[number, number]> = [[0, 30], [total - 1, 7], [total - 7, 30], [Math.floor(total / 2), 7], [total - 30, 30], [total, 5], [total + 3, 2], [0, 200]];
  const anywhere = Array.from({ length: 24 }, (): [number, number] => [Math.floor(random() * (total + 2)), limits[Math.floor(random() * limits.length)]!]);
  return [...fixed, ...anywhere].map(([offset, limit]) => [Math.max(0, offset), limit]);
}

/**
 * Reads every query's windows with the reader and compares each with the oracle. Each window is reached
 * once, skipping no more rows than an OFFSET from the nearer end would; read `again`, a window of the
 * table's own order starts at a row the first read remembered.
 */
async function expectWindowsRight(reader: TestReader, seed: number, when: string, again = false): Promise<void> {
  const rows = await plainRows();
  for (const query of queries) {
    const expected = expectedIds(rows, query);
    const total = expected.length;
    for (const [offset, limit] of windowsOver(total, seed)) {
      const read = await readWindow(reader, query, offset, limit);
      const where = `${query.name}, offset ${offset}, limit ${limit}, ${when}`;
      expect(read.count, where).toBe(total);
      expect(read.ids, where).toEqual(expected.slice(offset, offset + limit));
      expect(read.reaches, where).toHaveLength(offset < total ? 1 : 0);
      const skipped = read.reaches[0]?.skipped ?? 0;
      expect(skipped, where).toBeLessThanOrEqual(Math.min(offset, Math.max(0, total - offset - limit)));
      if (again && reader.positions && query.sorts.length === 0 && offset < total) expect(skipped, `${where}: skipped`).toBe(0);
    }
  }
}

const headers = () => ({ authorization: `JWT ${table.token}` });

/** Rows created at the end and before others, deleted, and edited into and out of the filter, through the API. */
async function changeRows(): Promise<void> {
  const ids = (await plainRows()).map((row) => row.id).sort((a, b) => a - b);
  const amount = `field_${fieldIds.amount}`;
  const rank = `field_${fieldIds.rank}`;
  expect((await table.addRow({ [amount]: '4', [rank]: '2' })).status).toBe(200);
  expect((await table.addRow({ [amount]: null, [rank]: null })).status).toBe(200);
  expect((await table.addRow({ [amount]: '-2', [rank]: '1' }, ids[40])).status).toBe(200);
  expect((await table.addRow({ [amount]: '9', [rank]: '3' }, ids[90])).status).toBe(200);
  for (const id of [ids[10], ids[75], ids[120]]) {
    expect((await server.api.raw('DELETE', `/api/database/rows/table/${table.table.id}/${id}/`, { headers: headers() })).status).toBe(204);
  }
  for (const [id, value] of [[ids[20], '-4'], [ids[60], '12'], [ids[100], null]] as const) {
    expect((await server.api.raw('PATCH', `/api/database/rows/table/${table.table.id}/${id}/`, { json: { [amount]: value }, headers: headers() })).status).toBe(200);
  }
}

/** The smallest step of at least five positions that walks from a position to one `span` later exactly. */
function stepLandingOn(span: number): number {
  for (let step = 5; step < span; step += 1) if (span % step === 0) return step;
  return Math.max(span, 1);
}

/** Limits that change route within a table of 150 rows. */
const small: ReadingLimits = { orderedScanMatchesMax: 4, idsKeptMax: 1_000, sampledOrderMinRows: 30, samplesPerOrder: 8, samplesStepMin: 5 };

describe('windows of every route the row reader takes', () => {
  const readers: Array<[string, Omit<ReadingOptions, 'positions'> & { positions?: boolean }]> = [
    ['with production’s limits, no remembered positions, in one statement', { chunkedScans: false, positions: false }],
    ['with production’s limits, remembered positions and chunked scans', { chunkedScans: true, limits: readingLimits }],
    ['switching routes early, remembered positions and chunked scans', { chunkedScans: true, limits: small }],
    ['switching routes early, counting in one statement', { chunkedScans: false, limits: small }],
    ['switching routes early, more matches than it keeps ids of', { chunkedScans: true, limits: { ...small, idsKeptMax: 20 } }],
    ['switching routes early, no remembered positions', { chunkedScans: false, positions: false, limits: { ...small, idsKeptMax: 20 } }],
  ];
  readers.forEach(([name, options], index) => {
    it(`hold what slicing the sorted, filtered table would, ${name}, before and after rows change`, async () => {
      const reader = readerWith(options);
      await expectWindowsRight(reader, 7 + index, 'first reads');
      // The same windows again: now from what the first reads kept.
      await expectWindowsRight(reader, 7 + index, 'read again', true);
      await changeRows();
      await expectWindowsRight(reader, 11 + index, 'after rows changed');
    });
  });
});

describe('the walk of a sorted order', () => {
  const sorts: Sort[] = [
    { field: 'amount', descending: false, style: 'view' },
    { field: 'amount', descending: true, style: 'view' },
  ];
  for (const sort of sorts) {
    it(`remembers a row every few positions over the cells that have a value, each where it is (${sort.descending ? 'descending' : 'ascending'})`, async () => {
      const query: Query = { name: 'sorted by one field', filtered: false, sorts: [sort] };
      const rows = await plainRows();
      const expected = expectedIds(rows, query);
      const empty = rows.filter((row) => row.amount === null).length;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const total = expected.length;
      const [first, last] = sort.descending ? [0, total - empty - 1] : [empty, total - 1];
      // A step that lands on the last row with a value, so the walk must remember that one too.
      const step = stepLandingOn(last - first);
      // Exactly as many rows as a walk needs: one fewer and there is none.
      const limits = { ...small, sampledOrderMinRows: total, samplesPerOrder: total, samplesStepMin: step };
      const reader = readerWith({ chunkedScans: true, limits, sortIndexes: server.services.sortIndexes, background: server.db.kysely });
      // The first read asks for the sort's index; once it exists, the next read starts the walk.
      const fields = await listFields(server.db.kysely, table.table.id);
      const resolved = resolveRowQuery(rowQuery(query), fields);
      const amountField = resolved.sorts[0]!;
      // A window in the empty cells, or past the end: neither remembers a row with a value.
      const [offset, limit] = sort.descending ? [expected.length - 1, 1] : [0, 1];
      await readWindow(reader, query, offset, limit);
      await reader.reader.walksSettled();
      // No walk before the index exists: each step would sort the table.
      const condition = sortedCondition(amountField);
      expect(reader.positions?.around(table.table.id, condition, { start: expected.length, end: expected.length }, expected.length).before).toBeNull();
      await server.services.sortIndexes.settled();
      expect(server.services.sortIndexes.has(table.table.id, resolved.sorts)).toBe(true);
      await readWindow(reader, query, offset, limit);
      await reader.reader.walksSettled();

      const walked: number[] = [];
      for (let position = first; position <= last; position += step) walked.push(position);
      const remembered = new Set<number>();
      for (let position = 0; position < total; position += 1) {
        const known = reader.positions?.around(table.table.id, condition, { start: position, end: position }, total).before;
        if (!known) continue;
        remembered.add(known.position);
        // Each remembered row is the one at its position, with its sort value.
        const id = expected[known.position]!;
        expect(known.key.id, `position ${known.position}`).toBe(id);
        expect(Number(known.key.value), `position ${known.position}`).toBe(byId.get(id)?.amount);
        expect(exactOrder(known.key.order)).toBe(byId.get(id)?.order);
      }
      expect([...remembered].sort((a, b) => a - b)).toEqual(walked);
      // Windows read from those rows hold what slicing would, and skip at most the rows between two of them.
      for (const [start, size] of windowsOver(total, 3)) {
        const read = await readWindow(reader, query, start, size);
        expect(read.ids, `offset ${start}, limit ${size}`).toEqual(expected.slice(start, start + size));
        if (start >= first && start <= last) expect(read.reaches[0]?.skipped, `offset ${start}, limit ${size}`).toBeLessThanOrEqual(step);
      }
    });
  }

  it('is taken for each order of a table, at the same state of it', async () => {
    const total = (await plainRows()).length;
    const reader = readerWith({ chunkedScans: true, limits: { ...small, sampledOrderMinRows: total }, sortIndexes: server.services.sortIndexes, background: server.db.kysely });
    const fields = await listFields(server.db.kysely, table.table.id);
    const orders: Sort[] = [
      { field: 'rank', descending: false, style: 'view' },
      { field: 'amount', descending: true, style: 'view' },
    ];
    for (const sort of orders) {
      const query: Query = { name: 'sorted by one field', filtered: false, sorts: [sort] };
      // A window in the empty cells: the read itself remembers nothing; once the index exists, the walk it starts does.
      const emptyCell = sort.descending ? total - 1 : 0;
      await readWindow(reader, query, emptyCell, 1);
      await server.services.sortIndexes.settled();
      await readWindow(reader, query, emptyCell, 1);
      await reader.reader.walksSettled();
    }
    for (const sort of orders) {
      const condition = sortedCondition(resolveRowQuery(rowQuery({ name: 'sorted', filtered: false, sorts: [sort] }), fields).sorts[0]!);
      const known = reader.positions?.around(table.table.id, condition, { start: total, end: total }, total).before;
      expect(known, `${sort.field} walked`).not.toBeNull();
    }
  });

  it('is not taken for an order shorter than the limit', async () => {
    const query: Query = { name: 'sorted by one field', filtered: false, sorts: [{ field: 'rank', descending: false, style: 'view' }] };
    const total = (await plainRows()).length;
    const reader = readerWith({ chunkedScans: true, limits: { ...small, sampledOrderMinRows: total + 1 }, sortIndexes: server.services.sortIndexes, background: server.db.kysely });
    await readWindow(reader, query, 0, 1);
    await server.services.sortIndexes.settled();
    await readWindow(reader, query, 0, 1);
    await reader.reader.walksSettled();
    const fields = await listFields(server.db.kysely, table.table.id);
    const condition = sortedCondition(resolveRowQuery(rowQuery(query), fields).sorts[0]!);
    // Only the window read (its one row, empty) could be remembered: nothing is.
    expect(reader.positions?.around(table.table.id, condition, { start: total, end: total }, total).before).toBeNull();
  });
});

describe('the route to a window', () => {
  // A fresh reader for each window: what a reader keeps changes its next route.
  async function reached(query: Query, options: { chunkedScans: boolean; limits: ReadingLimits }, offset: number, limit: number): Promise<string[]> {
    return (await readWindow(readerWith(options), query, offset, limit)).reaches.map(({ route, skipped }) => `${route}, ${skipped} skipped`);
  }
  const ownOrder = queries.find((query) => query.name === 'filtered rows in their own order')!;
  const sorted = queries.find((query) => query.name === 'filtered rows sorted descending')!;

  it('among filtered rows is in order through the first matches, then by the kept ids, or among the matches sorted apart past as many ids as it keeps', async () => {
    const matches = expectedIds(await plainRows(), sorted).length;
    const keeps = { chunkedScans: false, limits: small };
    expect(await reached(sorted, keeps, 0, 4)).toEqual(['from an end, 0 skipped']);
    expect(await reached(sorted, keeps, 2, 2)).toEqual(['from an end, 2 skipped']);
    expect(await reached(sorted, keeps, 0, 5)).toEqual(['kept ids, 0 skipped']);
    expect(await reached(sorted, keeps, matches - 2, 2)).toEqual(['kept ids, 0 skipped']);
    expect(await reached(sorted, { chunkedScans: false, limits: { ...small, idsKeptMax: matches } }, 10, 2)).toEqual(['kept ids, 0 skipped']);
    const keepsFewer = { chunkedScans: false, limits: { ...small, idsKeptMax: matches - 1 } };
    expect(await reached(sorted, keepsFewer, 10, 2)).toEqual(['matches sorted apart, 10 skipped']);
    expect(await reached(sorted, keepsFewer, 3, 2)).toEqual(['from an end, 3 skipped']);
    expect(await reached(sorted, keepsFewer, 4, 2)).toEqual(['matches sorted apart, 4 skipped']);
    // Near the end, backwards: one match after the window.
    expect(await reached(sorted, keepsFewer, matches - 3, 2)).toEqual(['matches sorted apart, 1 skipped']);
  });

  it('among all rows sorted by two fields is in order from the nearer end, however deep', async () => {
    const twoFields = queries.find((query) => query.name === 'all rows sorted by two fields')!;
    const total = (await plainRows()).length;
    const options = { chunkedScans: false, limits: small };
    expect(await reached(twoFields, options, 10, 2)).toEqual(['from an end, 10 skipped']);
    expect(await reached(twoFields, options, total - 3, 2)).toEqual(['from an end, 1 skipped']);
  });

  it('in the table’s own order starts from a remembered row after the window, backwards', async () => {
    const all = queries.find((query) => query.name === 'all rows in their own order')!;
    const reader = readerWith({ chunkedScans: false, limits: small });
    // Rows 50 and 59 are remembered; a window ending five rows before 50 is read back from it.
    expect((await readWindow(reader, all, 50, 10)).reaches).toEqual([{ route: 'from an end', skipped: 50 }]);
    const read = await readWindow(reader, all, 40, 5);
    expect(read.reaches).toEqual([{ route: 'from a remembered row', skipped: 5 }]);
    expect(read.ids).toEqual(expectedIds(await plainRows(), all).slice(40, 45));
  });

  it('keeps the ids of one filter apart for each order they are sorted in', async () => {
    const reader = readerWith({ chunkedScans: false, limits: small });
    const rows = await plainRows();
    const orders: Sort[][] = [
      [{ field: 'rank', descending: true, style: 'view' }],
      [{ field: 'rank', descending: false, style: 'view' }],
      [{ field: 'rank', descending: false, style: 'order_by' }],
      [{ field: 'amount', descending: false, style: 'view' }],
    ];
    for (const sorts of orders) {
      const query: Query = { name: 'filtered', filtered: true, sorts };
      const read = await readWindow(reader, query, 10, 20);
      expect(read.reaches, JSON.stringify(sorts)).toEqual([{ route: 'kept ids', skipped: 0 }]);
      expect(read.ids, JSON.stringify(sorts)).toEqual(expectedIds(rows, query).slice(10, 30));
    }
  });

  it('among filtered rows in their own order is by the ids the chunked count kept, from its first window', async () => {
    expect(await reached(ownOrder, { chunkedScans: true, limits: small }, 0, 2)).toEqual(['kept ids, 0 skipped']);
    // Counted in one statement, nothing is kept: the first windows are read in order.
    expect(await reached(ownOrder, { chunkedScans: false, limits: small }, 0, 2)).toEqual(['from an end, 0 skipped']);
  });
});

describe('rows chosen by id', () => {
  it('come in row order, presented, without the ids no row has', async () => {
    const rows = await plainRows();
    const inRowOrder = expectedIds(rows, queries[0]!);
    const chosen = [inRowOrder[40]!, inRowOrder[3]!, 2 ** 31 - 1, inRowOrder[99]!];
    const { reader } = readerWith({ chunkedScans: false });
    const fields = await listFields(server.db.kysely, table.table.id);
    const read = await reader.byIds(server.db.kysely, table.table.id, fields, chosen);
    expect(read.map((row) => row.id)).toEqual([inRowOrder[3], inRowOrder[40], inRowOrder[99]]);
    const amountOf = (id: number) => rows.find((row) => row.id === id)?.amount;
    expect(read.map((row) => row[`field_${fieldIds.amount}`])).toEqual([inRowOrder[3], inRowOrder[40], inRowOrder[99]].map((id) => (amountOf(id!) === null ? null : String(amountOf(id!)))));
    expect(await reader.byIds(server.db.kysely, table.table.id, fields, [])).toEqual([]);
  });
});

describe('a pass over the table in chunks', () => {
  it('counts the matches and keeps their ids in row order while there are at most as many as asked', async () => {
    const expected = expectedIds(await plainRows(), queries.find((query) => query.name === 'filtered rows in their own order')!);
    const where = sql`${sql.ref(`field_${fieldIds.amount}`)} > 0 and not trashed`;
    const found = await matchInChunks(server.db.kysely, table.table.id, where, expected.length);
    expect({ count: found.count, ids: Array.from(found.ids ?? []) }).toEqual({ count: expected.length, ids: expected });
    expect(await matchInChunks(server.db.kysely, table.table.id, where, expected.length - 1)).toEqual({ count: expected.length, ids: null });
  });
});
