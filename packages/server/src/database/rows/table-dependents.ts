import type { ResolvedRowQuery } from './resolve-row-query.js';

// Enough for every table with link filters a busy server reads; the oldest go first.
const maxDependentTables = 256;

/**
 * Which tables' remembered reads depend on other tables' rows: a filter on a link field matches by
 * the links, which change when the linked table's rows are deleted, without any event of the
 * filtered table. The caches that key by table (counts, matching ids, row positions) consult it so
 * that a change of the linked table forgets the filtered reads of the tables linking to it.
 */
export class TableDependents {
  readonly #dependents = new Map<number, Set<number>>();

  /** Notes that `tableId`'s reads with this query depend on the tables its filtered link fields link to. */
  noteQuery(tableId: number, query: Pick<ResolvedRowQuery, 'filter'>): void {
    for (const linked of linkedTables(query)) {
      if (linked === tableId) continue;
      const dependents = this.#dependents.get(linked) ?? new Set<number>();
      dependents.add(tableId);
      this.#dependents.delete(linked);
      this.#dependents.set(linked, dependents);
      if (this.#dependents.size > maxDependentTables) this.#dependents.delete(this.#dependents.keys().next().value as number);
    }
  }

  /** The tables whose filtered reads a change of `tableId`'s rows can make stale. */
  of(tableId: number): readonly number[] {
    return [...(this.#dependents.get(tableId) ?? [])];
  }
}

function linkedTables(query: Pick<ResolvedRowQuery, 'filter'>): number[] {
  return query.filter.conditions.flatMap(({ field }) => {
    if (field.type !== 'link_row') return [];
    const linked = (field.options as { link_row_table?: number | null }).link_row_table;
    return typeof linked === 'number' ? [linked] : [];
  });
}
