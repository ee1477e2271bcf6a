import { DomainError, gridFieldOptionsPatch, gridRowsByIdRequest, parseBody, ValidationError, type GridFieldOptions, type Row, type RowPage } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { commitChange } from '../../events/unit-of-work.js';
import { listFields } from '../fields/fields.repo.js';
import { offsetWindow, pageWindow } from '../rows/pagination.js';
import { countMatching, selectRows, selectRowsById } from '../rows/row-query.js';
import { presentRow } from '../rows/row-values.js';
import type { RowCountCache } from '../rows/row-count-cache.js';
import { getViewForMember } from './views.service.js';
import { fieldOptionsOf, upsertFieldOptions } from './views.repo.js';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The grid view's rows and column settings (contract §11.4–§11.5). */
export function gridService(ctx: AppContext, counts: RowCountCache) {
  const db = ctx.db.kysely;
  return {
    /** One window of rows (limit/offset, else page/size), or only their count with `count`. */
    async rows(userId: number, viewId: number, query: Query, url: URL): Promise<RowPage | { count: number }> {
      const { view } = await getViewForMember(db, viewId, userId, 'ERROR_GRID_DOES_NOT_EXIST');
      const fields = await listFields(db, view.table_id);
      const search = one(query.search);
      const count = () => countMatching(counts, db, view.table_id, fields, search);
      if ('count' in query) return { count: await count() };
      const byOffset = offsetWindow(query, url);
      const { window, total } = byOffset ? { window: byOffset, total: await count() } : await pageWindow(query, url, count)();
      const rows = await selectRows(db, view.table_id, fields, fields, { search }, { ...window, total });
      const page: RowPage = { count: total, ...window.links(total), results: rows.map((raw) => presentRow(raw, fields)) };
      if (one(query.include)?.split(',').includes('field_options')) {
        page.field_options = await fieldOptionsOf(db, viewId, fields.map((field) => field.id));
      }
      return page;
    },

    /** Chosen rows by id, for refreshing what the grid shows. */
    async rowsById(userId: number, viewId: number, body: unknown): Promise<Row[]> {
      const request = parseBody(gridRowsByIdRequest, body);
      const { view } = await getViewForMember(db, viewId, userId, 'ERROR_GRID_DOES_NOT_EXIST');
      const fields = await listFields(db, view.table_id);
      const columns = request.field_ids ? fields.filter((field) => request.field_ids?.includes(field.id)) : fields;
      return (await selectRowsById(db, view.table_id, columns, request.row_ids)).map((raw) => presentRow(raw, columns));
    },

    /** Changes column widths, visibility and positions; answers every column's settings. */
    updateFieldOptions(userId: number, viewId: number, body: unknown): Promise<{ field_options: Record<string, GridFieldOptions>; filters_disabled: boolean }> {
      return commitChange(ctx, async (trx, emit) => {
        const { view } = await getViewForMember(trx, viewId, userId, 'ERROR_GRID_DOES_NOT_EXIST');
        const fields = await listFields(trx, view.table_id);
        const changes = parseFieldOptions(body);
        const known = new Set(fields.map((field) => field.id));
        if (Object.keys(changes).some((id) => !known.has(Number(id)))) throw new DomainError('ERROR_UNRELATED_FIELD');
        await upsertFieldOptions(trx, viewId, changes);
        const fieldOptions = await fieldOptionsOf(trx, viewId, fields.map((field) => field.id));
        if (Object.keys(changes).length > 0) emit({ type: 'grid_view_field_options_updated', tableId: view.table_id, viewId, fieldOptions });
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
