import type { Row, RowPage } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { Expr, PresentContext } from '../fields/server-field-type.js';
import { cellColumn, cellColumnName } from '../fields/cell-column.js';
import { userTable } from '../tables/user-table-ddl.js';
import { checkPageSize, placeWindow, type ReadingWindow } from './pagination.js';
import type { ResolvedRowQuery, ResolvedSort } from './resolve-row-query.js';
import type { RowCountCache } from './row-count-cache.js';
import type { RowKey, RowPosition, RowPositions } from './row-positions.js';
import type { RawRow } from './rows.repo.js';
import { liveRowSql } from './live-rows.js';
import { presentRows, rowsByIds, selectList } from './row-presenter.js';
import { whereKey, whereSql } from './row-where.js';
import { matchInChunks } from './chunked-match.js';
import { OrderWalks } from './order-walks.js';
import { orderClause } from './sort-order.js';
import { idsFromSortedKey, keysetSort, sortedCondition, sortValueOf } from './sorted-keyset.js';
import type { TableDependents } from './table-dependents.js';

/** How a RowReader reads: in chunks where one long statement would hold the only connection. */
export interface ReadingOptions {
  /** Scan a searched or filtered table in short statements (the embedded engine). */
  chunkedScans: boolean;
  /** Where rows of tables' own order were seen, to read windows deep in a table from the nearest one. */
  positions?: RowPositions;
  /** Told which tables a read's link filters depend on, so the caches above forget it with their changes. */
  dependents?: TableDependents;
  /** Asked for an index of each view sort read (views/sort-indexes.ts), and whether it exists. */
  sortIndexes?: { want(tableId: number, sorts: readonly ResolvedSort[], rows: number): void; has(tableId: number, sorts: readonly ResolvedSort[]): boolean };
  /** Where reads made after a request (walking a sorted order for positions) run. */
  background?: Executor;
  /** Where routes change; `readingLimits` when not given. */
  limits?: ReadingLimits;
  /** Told of each page read, before it is read (formulas reading the clock refresh a stale table: formulas/time-refresh/). */
  onRead?: (tableId: number) => void;
  /** Told how each window was reached (benches, tests: rows skipped say what time cannot say reliably). */
  onWindow?: (reach: WindowReach) => void;
}

/** How a window was reached, and how many rows (or matches) were passed over before its first row. */
export interface WindowReach {
  /**
   * By the kept ids of a filter's matches; in order from the start or the end; in order from a
   * remembered row; or in order among the matches, sorted apart from the sort's index.
   */
  route: 'kept ids' | 'from an end' | 'from a remembered row' | 'matches sorted apart';
  skipped: number;
}

// How a window of the table's own order is reached: skipping rows from the start, from the end,
// or from a remembered row's key (at or after it forwards, before it backwards).
interface WindowRoute {
  skip: number;
  backwards: boolean;
  from?: RowKey;
  /** Set when the route's place was worked out from the count (row-positions.ts). */
  count?: number | undefined;
}

/**
 * Where the reader changes route, in rows and matches. Production's are `readingLimits`; tests lower
 * them so that every route is taken on a table of a few hundred rows.
 */
export interface ReadingLimits {
  /**
   * A filtered window ending within this many matches from the start is read in order (through the sort's
   * index, or the rows index), testing the filter on the way: the first windows need no more.
   */
  orderedScanMatchesMax: number;
  /**
   * The ids of a filter's matches in the view's order are kept while there are at most this many (8 MB at
   * production's 2M; RowCountCache keeps 32 MB of them in all); windows anywhere among them are then read by
   * id. Past it, windows are read in order.
   */
  idsKeptMax: number;
  /** A sorted order of at least this many rows is walked for positions once its index exists, ... */
  sampledOrderMinRows: number;
  /** ... keeping about this many rows of it, ... */
  samplesPerOrder: number;
  /** ... at least this many positions apart. */
  samplesStepMin: number;
}

export const readingLimits: ReadingLimits = { orderedScanMatchesMax: 1_000, idsKeptMax: 2_000_000, sampledOrderMinRows: 20_000, samplesPerOrder: 200, samplesStepMin: 2_000 };

/**
 * The one way rows are read, for the rows API and the grid alike: a resolved query becomes one
 * count (cached per table and condition) and one windowed select; never the whole table.
 */
export class RowReader {
  readonly #walks = new OrderWalks();
  readonly #limits: ReadingLimits;

  constructor(
    private readonly counts: RowCountCache,
    private readonly context: PresentContext,
    private readonly options: ReadingOptions,
  ) {
    this.#limits = options.limits ?? readingLimits;
  }

  /** How many rows a query matches; unchanged tables answer from memory. */
  count(db: Executor, tableId: number, fields: FieldRecord[], query: ResolvedRowQuery): Promise<number> {
    const key = whereKey(query);
    // Noted before reading: a change of a linked table while this read runs must forget what it keeps.
    this.options.dependents?.noteQuery(tableId, query);
    return this.counts.get(tableId, key, async () => {
      if (this.options.chunkedScans && key !== '') {
        const version = this.counts.version(tableId);
        const found = await matchInChunks(db, tableId, whereSql(fields, query), this.#limits.idsKeptMax);
        if (found.ids) this.counts.rememberIds(tableId, idsInOrderKey(key, []), version, found.ids);
        return found.count;
      }
      const result = await sql<{ count: string }>`select count(*) as count from ${userTable(tableId)} where ${whereSql(fields, query)}`.execute(db);
      return Number(result.rows[0]?.count ?? 0);
    });
  }

  // The ids of the rows a filter or search matches, in the view's order, for a window past the first
  // ones: kept from the count's chunked scan, or found once by sorting the matches (from the ids in
  // the table's own order when those are kept: the filter is not tested again). Null to read the
  // window in order instead: no filter, too many matches, or a window the ordered scan reaches soon.
  async #matchesInViewOrder(db: Executor, tableId: number, fields: FieldRecord[], query: ResolvedRowQuery, place: { end: number; total: number; fromEnd: boolean }): Promise<Int32Array | null> {
    const key = whereKey(query);
    if (key === '' || place.total > this.#limits.idsKeptMax) return null;
    const remembered = this.counts.idsOf(tableId, idsInOrderKey(key, query.sorts));
    if (remembered) return remembered;
    if (!place.fromEnd && place.end <= this.#limits.orderedScanMatchesMax) return null;
    const version = this.counts.version(tableId);
    const inOwnOrder = this.counts.idsOf(tableId, idsInOrderKey(key, []));
    const where = inOwnOrder ? sql`id = any(${Array.from(inOwnOrder)}::integer[])` : whereSql(fields, query);
    const result = await sql<{ ids: number[] | null }>`select array_agg(id order by ${orderClause(query.sorts, false)}) as ids
      from (select ${sortingColumns(query.sorts)} from ${userTable(tableId)} where ${where}) as ${userTable(tableId)}`.execute(db);
    const ids = Int32Array.from(result.rows[0]?.ids ?? []);
    this.counts.rememberIds(tableId, idsInOrderKey(key, query.sorts), version, ids);
    return ids;
  }

  /** One page of a query's rows with the count and the neighbouring pages' URLs (contract §1.5). */
  async page(db: Executor, tableId: number, fields: FieldRecord[], query: ResolvedRowQuery<ReadingWindow>, url: URL): Promise<RowPage> {
    checkPageSize(query.window);
    this.options.onRead?.(tableId);
    const total = await this.count(db, tableId, fields, query);
    const { limit, offset, next, previous } = placeWindow(query.window, total, url);
    const raws = await this.window(db, tableId, fields, query, { limit, offset, total });
    return { count: total, next, previous, results: await this.present(db, raws, query.columns) };
  }

  /**
   * Reads one window of matching rows. A window in the second half is read from the end (an
   * OFFSET walks every skipped entry: on 1M rows the last window took 550 ms forwards and 9 ms
   * backwards); ids come first from the index, then the rows themselves.
   */
  async window(db: Executor, tableId: number, fields: FieldRecord[], query: ResolvedRowQuery, window: { limit: number; offset: number; total: number }): Promise<RawRow[]> {
    const { total } = window;
    const fromEnd = window.offset + window.limit / 2 > total / 2;
    const limit = fromEnd ? Math.max(0, Math.min(window.limit, total - window.offset)) : window.limit;
    const offset = fromEnd ? Math.max(0, total - window.offset - limit) : window.offset;
    if (limit === 0) return [];
    const ids = await this.#matchesInViewOrder(db, tableId, fields, query, { end: window.offset + window.limit, total, fromEnd });
    if (ids !== null) {
      const chosen = Array.from(ids.subarray(window.offset, window.offset + window.limit));
      if (chosen.length === 0) return [];
      const byIds = await sql<RawRow>`select ${selectList(query.columns, 't')} from ${userTable(tableId)} as t
        where t.id = any(${chosen}::integer[]) order by ${orderClause(query.sorts, false, 't')}`.execute(db);
      this.options.onWindow?.({ route: 'kept ids', skipped: 0 });
      return byIds.rows;
    }
    const positions = this.options.positions;
    const place = { start: window.offset, limit: Math.min(window.limit, total - window.offset), total };
    if (positions && query.sorts.length === 0) return this.#ownOrderWindow(db, tableId, fields, query, positions, place);
    const sort = keysetSort(query.sorts);
    if (positions && sort && whereKey(query) === '') {
      const rows = await this.#sortedWindow(db, tableId, query.columns, sort, positions, place);
      this.options.sortIndexes?.want(tableId, query.sorts, total);
      if (this.options.sortIndexes?.has(tableId, query.sorts)) this.#walkSortedOrder(tableId, sort, positions, total);
      return rows;
    }
    const result = await sql<RawRow>`select ${selectList(query.columns, 't')} from ${userTable(tableId)} as t
      join (${this.#sortedIds(tableId, fields, query, { limit, offset, reversed: fromEnd })}) as w on w.id = t.id
      order by ${orderClause(query.sorts, false, 't')}`.execute(db);
    // A sorted view's read asks for its index, after its own read: until the index exists, the table is sorted to read.
    this.options.sortIndexes?.want(tableId, query.sorts, total);
    return result.rows;
  }

  // The ids of a sorted window. Through a sort's index the planner walks rows in order and tests the filter on
  // each, which is quick only while it skips few: when the filter's matches lie late in the sort (a filter and
  // sort on one field), deep in the view or from its end it walked the whole index, slower than sorting the
  // matches. Deeper filtered windows come from the kept ids (#matchesInViewOrder); past limits.idsKeptMax matches they
  // are read here from the matches, sorted apart from the index.
  #sortedIds(tableId: number, fields: FieldRecord[], query: ResolvedRowQuery, { limit, offset, reversed }: { limit: number; offset: number; reversed: boolean }): Expr {
    const where = whereSql(fields, query);
    const order = orderClause(query.sorts, reversed);
    if (whereKey(query) === '' || (!reversed && offset < this.#limits.orderedScanMatchesMax)) {
      this.options.onWindow?.({ route: 'from an end', skipped: offset });
      return sql`select id from ${userTable(tableId)} where ${where} order by ${order} limit ${limit} offset ${offset}`;
    }
    this.options.onWindow?.({ route: 'matches sorted apart', skipped: offset });
    return sql`with matching as materialized (select ${sortingColumns(query.sorts)} from ${userTable(tableId)} where ${where})
      select id from matching order by ${order} limit ${limit} offset ${offset}`;
  }

  // A window of a view sorted by one field over all rows, read from wherever the fewest rows are skipped:
  // a start, an end, or a remembered row's sort value and key (sorted-keyset.ts).
  async #sortedWindow(
    db: Executor,
    tableId: number,
    columns: FieldRecord[],
    sort: ResolvedSort,
    positions: RowPositions,
    { start, limit, total }: { start: number; limit: number; total: number },
  ): Promise<RawRow[]> {
    const version = positions.version(tableId);
    const condition = sortedCondition(sort);
    const route = nearestRoute(positions.around(tableId, condition, { start, end: start + limit }, total), { start, limit, total });
    this.options.onWindow?.({ route: route.from ? 'from a remembered row' : 'from an end', skipped: route.skip });
    const from = route.from?.value === undefined ? null : { value: route.from.value, order: route.from.order, id: route.from.id };
    const ids = from
      ? idsFromSortedKey(tableId, sort, from, route.backwards, { limit, skip: route.skip })
      : sql`select id from ${userTable(tableId)} where ${liveRowSql()} order by ${orderClause([sort], route.backwards)} limit ${limit} offset ${route.skip}`;
    const result = await sql<RawRow>`select ${selectList(columns, 't')} from ${userTable(tableId)} as t
      join (${ids}) as w on w.id = t.id order by ${orderClause([sort], false, 't')}`.execute(db);
    const rows = result.rows;
    for (const [offset, row] of [[0, rows[0]], [rows.length - 1, rows[rows.length - 1]]] as const) {
      const value = row ? sortValueOf(sort, row) : null;
      if (row && value !== null) positions.remember(tableId, condition, version, { position: start + offset, key: { value, order: String(row.order), id: row.id }, count: route.count });
    }
    return rows;
  }

  // Once a sorted view's index exists, walks its order in the background, remembering a row every few
  // thousand positions (each step a short read through the index, so others get turns on the embedded
  // engine): a first read deep in the view then starts near one instead of skipping from an end
  // (302 ms at the middle of 1M rows on the embedded engine). A change of the table ends the walk.
  #walkSortedOrder(tableId: number, sort: ResolvedSort, positions: RowPositions, total: number): void {
    const background = this.options.background;
    const { sampledOrderMinRows, samplesPerOrder, samplesStepMin } = this.#limits;
    if (!background || total < sampledOrderMinRows) return;
    const version = positions.version(tableId);
    this.#walks.start(`${tableId}:${sortedCondition(sort)}`, version, async () => {
      const column = cellColumn(sort.field);
      const counted = await sql<{ count: string }>`select count(*) as count from ${userTable(tableId)} where ${column} is null and ${liveRowSql()}`.execute(background);
      // Empty cells have no sort value to start a read from: the walk covers the rows with one.
      const empty = Number(counted.rows[0]?.count ?? 0);
      const [first, last] = sort.descending ? [0, total - empty - 1] : [empty, total - 1];
      const step = Math.max(samplesStepMin, Math.ceil(total / samplesPerOrder));
      for (let position = first; position <= last && positions.version(tableId) === version; position += step) {
        const [row] = await this.#sortedWindow(background, tableId, [sort.field], sort, positions, { start: position, limit: 1, total });
        // A value that cannot be a key (a checkbox, a date) is not remembered: each step would skip from an end.
        if (!row || sortValueOf(sort, row) === null) return;
      }
    });
  }

  /** Resolves once the walks of sorted orders under way are done (benches, tests). */
  walksSettled(): Promise<void> {
    return this.#walks.settled();
  }

  // A window in the table's own order (no sort; filtered or not), read from wherever the fewest rows are skipped.
  async #ownOrderWindow(
    db: Executor,
    tableId: number,
    fields: FieldRecord[],
    query: ResolvedRowQuery,
    positions: RowPositions,
    { start, limit, total }: { start: number; limit: number; total: number },
  ): Promise<RawRow[]> {
    const version = positions.version(tableId);
    const condition = whereKey(query);
    const route = nearestRoute(positions.around(tableId, condition, { start, end: start + limit }, total), { start, limit, total });
    this.options.onWindow?.({ route: route.from ? 'from a remembered row' : 'from an end', skipped: route.skip });
    const bound = !route.from
      ? sql`true`
      : route.backwards
        ? sql`("order", id) < (${route.from.order}::numeric, ${route.from.id}::integer)`
        : sql`("order", id) >= (${route.from.order}::numeric, ${route.from.id}::integer)`;
    const result = await sql<RawRow>`select ${selectList(query.columns, 't')} from ${userTable(tableId)} as t
      join (select id from ${userTable(tableId)} where ${whereSql(fields, query)} and ${bound} order by ${orderClause([], route.backwards)}
            limit ${limit} offset ${route.skip}) as w on w.id = t.id
      order by ${orderClause([], false, 't')}`.execute(db);
    const rows = result.rows;
    const [first, last] = [rows[0], rows[rows.length - 1]];
    if (first && last) {
      positions.remember(tableId, condition, version, { position: start, key: { order: String(first.order), id: first.id }, count: route.count });
      positions.remember(tableId, condition, version, { position: start + rows.length - 1, key: { order: String(last.order), id: last.id }, count: route.count });
    }
    return rows;
  }

  /** Chosen rows by id, in row order, presented; missing ids and rows in the trash are left out. */
  byIds(db: Executor, tableId: number, columns: FieldRecord[], ids: number[]): Promise<Row[]> {
    return rowsByIds(db, tableId, columns, ids, this.context);
  }

  /** Rows as the API shows them (row-presenter.ts). */
  present(db: Executor, raws: RawRow[], columns: FieldRecord[]): Promise<Row[]> {
    return presentRows(db, raws, columns, this.context);
  }
}

// The columns an order of the sorts reads: id and "order" break ties. Every sortable type has a column
// (its own or a system one, named once even when two sorted fields read it).
function sortingColumns(sorts: readonly ResolvedSort[]): Expr {
  const names = [...new Set(sorts.map(({ field }) => cellColumnName(field)))];
  return sql.join([sql.ref('id'), sql.ref('order'), ...names.map((name) => sql.ref(name))]);
}

// The route to a window skipping the fewest rows: from the start, from the end, or from a remembered
// row (at or after it forwards when it is before the window, before it backwards when after).
function nearestRoute(known: { before: RowPosition | null; after: RowPosition | null }, { start, limit, total }: { start: number; limit: number; total: number }): WindowRoute {
  const routes: WindowRoute[] = [
    { skip: start, backwards: false },
    { skip: total - start - limit, backwards: true, count: total },
  ];
  if (known.before) routes.push({ skip: start - known.before.position, backwards: false, from: known.before.key, count: known.before.count });
  if (known.after) routes.push({ skip: known.after.position - start - limit, backwards: true, from: known.after.key, count: known.after.count });
  return routes.reduce((best, candidate) => (candidate.skip < best.skip ? candidate : best));
}

// The key of a condition's matching ids in an order: the same condition sorted otherwise, or by
// the rows API's null placement instead of a view's, keeps its ids apart.
function idsInOrderKey(condition: string, sorts: readonly ResolvedSort[]): string {
  return JSON.stringify([condition, sorts.map(({ field, descending, style }) => [field.id, descending, style])]);
}
