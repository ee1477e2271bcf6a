import {
  DomainError,
  gridFieldOptionsPatch,
  gridWindow,
  includesFieldOptions,
  includesRowMetadata,
  ValidationError,
  type gridRowsQuery,
  type GridFieldOptions,
  type Row,
  type RowPage,
  type RowQuery,
} from '@cellar/core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import { commitChange } from '../../events/unit-of-work.js';
import { listFields } from '../fields/fields.repo.js';
import { rowMetadataOf } from '../row-comments/row-metadata.js';
import { resolveRowQuery } from '../rows/resolve-row-query.js';
import type { RowReader } from '../rows/row-reader.js';
import { viewRowQuery } from './view-row-query.js';
import { getViewForMember, getViewForReader } from './views.service.js';
import { fieldOptionsBefore, recordFieldOptionsChange } from './actions/update-view-field-options.action.js';
import { fieldOptionsOf, upsertFieldOptions } from './views.repo.js';

/** The grid view's rows and column settings (contract §11.4–§11.5). */
export function gridService(ctx: AppContext, reader: RowReader) {
  const db = ctx.db.kysely;
  return {
    /** One window of rows (limit/offset, else page/size), or only their count with `count`; a template's for anyone (contract §1.6). */
    async rows(caller: Caller | undefined, viewId: number, query: z.output<typeof gridRowsQuery>, pageUrl: URL): Promise<RowPage | { count: number }> {
      const { view, table } = await getViewForReader(db, viewId, caller, 'ERROR_GRID_DOES_NOT_EXIST');
      const fields = await listFields(db, table.id);
      // The view's filters, then its sorts, then the search (contract §11.4).
      const rowQuery: RowQuery = {
        search: query.search,
        ...(await viewRowQuery(db, view, fields)),
        include: undefined,
        exclude: [],
        window: gridWindow(query, ctx.config.gridPageSizeLimit),
      };
      const resolved = resolveRowQuery(rowQuery, fields);
      if (resolved.window.kind === 'count') return { count: await reader.count(db, table.id, fields, resolved) };
      const page = await reader.page(db, table.id, fields, { ...resolved, window: resolved.window }, pageUrl);
      if (includesFieldOptions(query)) page.field_options = await fieldOptionsOf(db, viewId, fields.map((field) => field.id));
      if (includesRowMetadata(query.include)) page.row_metadata = await rowMetadataOf(db, table.id, page.results.map((row) => row.id));
      return page;
    },

    /** Chosen rows by id, for refreshing what the grid shows. */
    async rowsById(caller: Caller, viewId: number, request: { row_ids: number[]; field_ids?: number[] | undefined }): Promise<Row[]> {
      const { table } = await getViewForMember(db, viewId, caller.user.id, 'ERROR_GRID_DOES_NOT_EXIST');
      const fields = await listFields(db, table.id);
      const columns = request.field_ids ? fields.filter((field) => request.field_ids?.includes(field.id)) : fields;
      return reader.byIds(db, table.id, columns, request.row_ids);
    },

    /** Changes column widths, visibility and positions; answers every column's settings. */
    updateFieldOptions(caller: Caller, viewId: number, body: unknown): Promise<{ field_options: Record<string, GridFieldOptions>; filters_disabled: boolean }> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { view, table } = await getViewForMember(trx, viewId, caller.user.id, 'ERROR_GRID_DOES_NOT_EXIST');
        const fields = await listFields(trx, table.id);
        const changes = parseFieldOptions(body);
        const known = new Set(fields.map((field) => field.id));
        if (Object.keys(changes).some((id) => !known.has(Number(id)))) throw new DomainError('ERROR_UNRELATED_FIELD');
        const before = await fieldOptionsBefore(trx, viewId, changes);
        await upsertFieldOptions(trx, viewId, changes);
        await recordFieldOptionsChange(trx, caller, table.groupId, viewId, changes, before);
        const fieldOptions = await fieldOptionsOf(trx, viewId, fields.map((field) => field.id));
        if (Object.keys(changes).length > 0) {
          emit({ type: 'grid_view_field_options_updated', groupId: table.groupId, tableId: table.id, viewId, fieldOptions });
        }
        return { field_options: fieldOptions, filters_disabled: view.filters_disabled };
      });
    },
  };
}

function parseFieldOptions(body: unknown): Record<number, Partial<GridFieldOptions>> {
  const raw = (body as { field_options?: unknown } | undefined)?.field_options;
  if (raw === undefined) return {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError({ field_options: [{ error: 'Expected a dictionary of items.', code: 'not_a_dict' }] });
  }
  const changes: Record<number, Partial<GridFieldOptions>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!/^\d+$/.test(key)) throw new ValidationError({ field_options: [{ error: `The key "${key}" is not a valid field id.`, code: 'invalid_key' }] });
    const parsed = gridFieldOptionsPatch.safeParse(value);
    if (!parsed.success) throw new ValidationError({ field_options: [{ error: `The value of field ${key} is invalid.`, code: 'invalid_value' }] });
    changes[Number(key)] = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  }
  return changes;
}
