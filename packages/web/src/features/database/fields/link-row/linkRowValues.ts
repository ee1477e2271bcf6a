import { linkedRows, type Field, type LinkedRow } from '@cellar/core';

/** The linked rows a cell shows: those with their primary value (the server's answer). */
export function shownLinks(value: unknown): LinkedRow[] {
  return linkedRows(value);
}

/** The table a link field points to, or null while the form has none. */
export function linkTargetOf(field: Field): number | null {
  const target = (field as { link_row_table?: unknown }).link_row_table;
  return typeof target === 'number' ? target : null;
}

/** A cell's links without one row. */
export function withoutLink(links: LinkedRow[], rowId: number): LinkedRow[] {
  return links.filter((link) => link.id !== rowId);
}

/** A cell's links with one more row, unless it is linked already. */
export function withLink(links: LinkedRow[], row: LinkedRow): LinkedRow[] {
  return links.some((link) => link.id === row.id) ? links : [...links, row];
}

/** The draft the grid's editor keeps: the cell as JSON, what core's `fromTyped` reads. */
export function linksDraft(links: LinkedRow[]): string {
  return JSON.stringify(links);
}
