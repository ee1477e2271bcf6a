import { cellExporter, DomainError, type CellExporter, type Row } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { resolveRowQuery, type ResolvedRowQuery } from '../rows/resolve-row-query.js';
import type { RowReader } from '../rows/row-reader.js';
import { whereKey, whereSql } from '../rows/row-where.js';
import type { RawRow } from '../rows/rows.repo.js';
import { viewRowQuery } from '../views/view-row-query.js';
import { fieldOptionsOf, findView } from '../views/views.repo.js';
import { countInChunks, ownOrderWindows } from './export-windows.js';

/** One column of an exported file: a field, its header and how its cells are written. */
export interface ExportColumn {
  field: FieldRecord;
  key: `field_${number}`;
  cells: CellExporter;
}

/** What an export reads: its columns, how many rows there were when it began, and its rows window by window. */
export interface ExportSource {
  columns: ExportColumn[];
  total: number;
  windows(): AsyncGenerator<Row[]>;
}

/** Rows read per window of a filtered or sorted view: one short statement each, so requests keep their turns on the embedded engine. */
export const exportWindowRows = 1_000;

// The columns a view shows, in its order (the primary first, then by the view's order, then by id), as
// the reference's grid export takes them; a table without a view gives every field in its own order.
async function visibleColumns(db: Executor, fields: FieldRecord[], viewId: number | null): Promise<FieldRecord[]> {
  if (viewId === null) return fields;
  const options = await fieldOptionsOf(db, viewId, fields.map((field) => field.id));
  const shown = fields.filter((field) => !options[String(field.id)]?.hidden);
  const orderOf = (field: FieldRecord) => options[String(field.id)]?.order ?? 0;
  return shown.sort((a, b) => Number(b.primary) - Number(a.primary) || orderOf(a) - orderOf(b) || a.id - b.id);
}

/**
 * The rows of a table, or of one of its views (its filters and sorts; no search), presented as the
 * API presents rows. All rows in the table's own order (a table, a view without filters or sorts)
 * are read in keyset windows of their own (export-windows.ts); a filtered or sorted view through the
 * one read path the grid uses: a count, then windows read one after another, each from where the
 * last ended (the reader remembers it). The next window is read while the last is written.
 */
export async function exportSource(db: Executor, reader: RowReader, tableId: number, viewId: number | null): Promise<ExportSource> {
  const fields = await listFields(db, tableId);
  const view = viewId === null ? null : await findView(db, viewId);
  if (viewId !== null && (!view || view.table_id !== tableId)) throw new DomainError('ERROR_VIEW_DOES_NOT_EXIST', 'The view was deleted before its export began.');
  const shown = await visibleColumns(db, fields, viewId);
  const parts = view ? await viewRowQuery(db, view, fields) : { filter: { type: 'AND' as const, conditions: [] }, sorts: [] };
  const resolved = resolveRowQuery({ search: undefined, ...parts, include: undefined, exclude: [], window: { kind: 'count' } }, fields);
  // The sorted fields are read too, hidden or not: a window is continued from its last row's sort value.
  const read = [...shown, ...resolved.sorts.map((sort) => sort.field).filter((field) => !shown.includes(field))];
  const query: ResolvedRowQuery = { ...resolved, columns: read };
  const everyRow = whereKey(query) === '';
  const total = everyRow ? await countInChunks(db, tableId, whereSql(fields, query)) : await reader.count(db, tableId, fields, query);
  const ownOrder = everyRow && query.sorts.length === 0 ? await ownOrderWindows(db, tableId, read, whereSql(fields, query)) : null;
  const rawWindows = ownOrder
    ? async function* () {
        for (let after: RawRow | null = null; ; ) {
          const { asked, rows: raws } = await ownOrder.read(after);
          if (raws.length > 0) yield raws;
          if (raws.length < asked) return;
          after = raws[raws.length - 1]!;
        }
      }
    : async function* () {
        for (let offset = 0; offset < total; offset += exportWindowRows) {
          const raws = await reader.window(db, tableId, fields, query, { limit: exportWindowRows, offset, total });
          if (raws.length === 0) return;
          yield raws;
        }
      };
  return {
    columns: shown.map((field) => ({ field, key: `field_${field.id}` as const, cells: cellExporter(field) })),
    total,
    async *windows() {
      for await (const raws of readAhead(rawWindows())) yield await reader.present(db, raws, shown);
    },
  };
}

/**
 * The windows of `source`, each next one asked for as soon as the last is handed out: the database
 * (PGlite's worker thread, or PostgreSQL) reads it while this thread writes the last to the file.
 */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const step = await next;
      if (step.done) return;
      next = source.next();
      // Handled here too, so that a read failing while the file is written is no unhandled rejection:
      // it is thrown when its window is awaited, or dropped with the export.
      next.catch(() => undefined);
      yield step.value;
    }
  } finally {
    await next.catch(() => undefined);
    await source.return(undefined);
  }
}
