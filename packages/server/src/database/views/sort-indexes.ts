import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { EventBus } from '../../events/event-bus.js';
import type { ResolvedSort } from '../rows/resolve-row-query.js';
import { orderClause, sortsByColumnExpression } from '../rows/sort-order.js';
import { userTable, userTableName } from '../tables/user-table-ddl.js';
import { sortIndexNameOf, sortIndexPattern, sortIndexPrefix } from './sort-index-names.js';

/** How sort indexes are made on this server. */
export interface SortIndexOptions {
  /**
   * The most rows a table may have for the embedded engine to index a sort. Building holds its one
   * connection (about 1.1 s per million rows); a larger table is sorted without an index.
   */
  embeddedMaxRows: number;
}

// An index made or found this long ago is asked for again (a cheap no-op when it exists), so that a
// process learns of an index another process sharing the database dropped.
const knownForMs = 60_000;
// Events after which some sort index of the table may no longer be used by any view. A view or field
// deleted goes to the trash (issue 33): its sorts stay stored but no read uses them, so their index goes;
// a restored view or field is read as a new sort is, and builds its index again on its first read.
const mayLeaveUnused = new Set(['view_sort_updated', 'view_sort_deleted', 'view_deleted', 'field_updated', 'field_deleted']);

/**
 * Indexes made for views' sorts (issue 10): a view sorted by fields reads its first window from an
 * index in the sort's order, and every window without sorting the whole table. Each index covers
 * exactly a view's ORDER BY (its sorts, then "order" and id), so the planner can walk it either way;
 * it is built in the background the first time the view is read, without holding the request
 * (concurrently on PostgreSQL), and dropped once no view of the table sorts that way. Text is
 * indexed as it is compared, under ICU's collation; sorts by a subquery (a single select's option
 * text) are read without an index.
 */
export class SortIndexes {
  readonly #known = new Map<string, number>();
  readonly #building = new Map<string, Promise<void>>();
  readonly #tidying = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
    bus: EventBus,
    private readonly options: SortIndexOptions,
  ) {
    bus.subscribe((event) => {
      if (!('tableId' in event)) return;
      // A type change may have dropped the field's indexes (sort-index-names.ts): they are asked for again.
      if (event.type === 'field_updated') this.#forget(event.tableId);
      if (mayLeaveUnused.has(event.type)) this.#tidy(event.tableId);
    });
  }

  /** Asks for the index of a view's sorts on a table of `rows` rows; it is built once, in the background. */
  want(tableId: number, sorts: readonly ResolvedSort[], rows: number): void {
    if (!indexable(sorts)) return;
    if (this.db.engine === 'embedded' && rows > this.options.embeddedMaxRows) return;
    const name = sortIndexName(tableId, sorts);
    const known = this.#known.get(name);
    if ((known !== undefined && Date.now() - known < knownForMs) || this.#building.has(name)) return;
    const building = this.#build(tableId, name, sorts)
      .then(() => void this.#known.set(name, Date.now()))
      .catch((error: unknown) => this.logger.warn({ err: error, tableId, index: name }, 'a sort index could not be built'))
      .finally(() => this.#building.delete(name));
    this.#building.set(name, building);
  }

  /** Whether the index of these sorts is known to exist (built or found by this process). */
  has(tableId: number, sorts: readonly ResolvedSort[]): boolean {
    return this.#known.has(sortIndexName(tableId, sorts));
  }

  /** Resolves once the indexes asked for and the tidying under way are done (benches, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.#building.values(), ...this.#tidying.values()]);
  }

  #forget(tableId: number): void {
    for (const name of this.#known.keys()) if (name.startsWith(sortIndexPrefix(tableId))) this.#known.delete(name);
  }

  async #build(tableId: number, name: string, sorts: readonly ResolvedSort[]): Promise<void> {
    const columns = orderClause([...sorts], false);
    const db = this.db.kysely;
    if (this.db.engine === 'embedded') {
      await sql`create index if not exists ${sql.id(name)} on ${userTable(tableId)} (${columns})`.execute(db);
      return;
    }
    // Concurrently: writers of the table go on while it is built. A build that fails leaves an invalid index behind.
    await sql`create index concurrently if not exists ${sql.id(name)} on ${userTable(tableId)} (${columns})`.execute(db);
    const state = await sql<{ valid: boolean }>`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`.execute(db);
    if (state.rows[0]?.valid === false) {
      await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db);
      throw new Error(`the index ${name} was left invalid`);
    }
  }

  // Drops the table's sort indexes that no view's sorts use any more; one pass per table at a time.
  #tidy(tableId: number): void {
    const running = this.#tidying.get(tableId) ?? Promise.resolve();
    const next = running
      .then(() => this.#dropUnused(tableId))
      .catch((error: unknown) => this.logger.warn({ err: error, tableId }, 'unused sort indexes could not be dropped'))
      .finally(() => {
        if (this.#tidying.get(tableId) === next) this.#tidying.delete(tableId);
      });
    this.#tidying.set(tableId, next);
  }

  async #dropUnused(tableId: number): Promise<void> {
    const db = this.db.kysely;
    const sortings = await db
      .selectFrom('view_sortings')
      .innerJoin('views', 'views.id', 'view_sortings.view_id')
      .innerJoin('database_fields', 'database_fields.id', 'view_sortings.field_id')
      .select(['view_sortings.view_id', 'view_sortings.field_id', 'view_sortings.order'])
      .where('views.table_id', '=', tableId)
      // The sorts reads apply (listViewSortings): none of a trashed view, none on a trashed field.
      .where('views.trashed', '=', false)
      .where('database_fields.trashed', '=', false)
      .orderBy('view_sortings.id')
      .execute();
    const byView = new Map<number, { fieldId: number; descending: boolean }[]>();
    for (const sorting of sortings) byView.set(sorting.view_id, [...(byView.get(sorting.view_id) ?? []), { fieldId: sorting.field_id, descending: sorting.order === 'DESC' }]);
    const used = new Set([...byView.values()].map((keys) => sortIndexNameOf(tableId, keys)));
    const existing = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${userTableName(tableId)} and indexname like ${sortIndexPattern(tableId)}`.execute(db);
    for (const { name } of existing.rows) {
      if (used.has(name)) continue;
      this.#known.delete(name);
      await (this.db.engine === 'embedded' ? sql`drop index if exists ${sql.id(name)}` : sql`drop index concurrently if exists ${sql.id(name)}`).execute(db);
    }
  }
}

// Views sort with nulls first ascending; a sort by anything but an expression of its column is not indexed.
function indexable(sorts: readonly ResolvedSort[]): boolean {
  return sorts.length > 0 && sorts.every(sortsByColumnExpression);
}

/** The name of the index of a view's sorts on a table: the same for every view sorting the same way. */
export function sortIndexName(tableId: number, sorts: readonly ResolvedSort[]): string {
  return sortIndexNameOf(
    tableId,
    sorts.map(({ field, descending }) => ({ fieldId: field.id, descending })),
  );
}
