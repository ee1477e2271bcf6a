/** Rows of one table a change reached: some by id, or all of them. */
export type RowSet = 'all' | Set<number>;

// Past this many ids, one UPDATE of the whole table costs less than carrying the ids around.
const maxIds = 50_000;

/** The union of two row sets; a set grown past the bound becomes every row. */
export function unionRows(into: RowSet | undefined, rows: RowSet | Iterable<number>): RowSet {
  if (into === 'all' || rows === 'all') return 'all';
  const union = into ?? new Set<number>();
  for (const id of rows) union.add(id);
  return union.size > maxIds ? 'all' : union;
}

/** Whether a row set names no row. */
export function isEmptyRows(rows: RowSet | undefined): boolean {
  return rows === undefined || (rows !== 'all' && rows.size === 0);
}
