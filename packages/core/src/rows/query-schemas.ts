import { z } from 'zod';
import type { FieldNames } from './field-names.js';
import { integerParam, searchParam, textParam } from './query-params.js';
import { fieldChoice, filterParams, maxRowsPageSize, orderByParam, pageWindow, type PageWindow, type RowQuery } from './row-query.js';

const userFieldNames = () =>
  textParam(
    'Present and empty, or `y`, `yes`, `true`, `t`, `on` or `1`: cells are keyed by the fields\' names instead of `field_<id>`, ' +
      'in the answer and in the body; `order_by`, `include`, `exclude` and `filter__<name>__<type>` then name fields too, ' +
      'a name holding a comma written in double quotes (`"Price, net"`), a quote inside as `\\"`. Of two fields sharing a name, the later one is meant.',
  );

/** Query of the row endpoints that read or write one row or a batch: only the field naming. */
export const rowFieldNamesQuery = z.object({ user_field_names: userFieldNames() });

/** Query of GET /api/database/rows/table/:table_id/ (contract §10.3); `filter__field_<id>__<type>` keys pass through. */
export const listRowsQuery = z
  .object({
    page: textParam('1-based page number, or `last`.'),
    size: textParam(`Rows per page, at most ${maxRowsPageSize}; 100 by default.`),
    search: searchParam('Only rows whose id or a searchable cell contains this text.'),
    order_by: textParam('Comma-separated field ids (`field_3` or `3`); a leading `-` sorts descending.'),
    filter_type: textParam('`OR` to match any filter; all filters must match otherwise.'),
    include: textParam('Comma-separated field ids to return; all by default.'),
    exclude: textParam('Comma-separated field ids to leave out.'),
    user_field_names: userFieldNames(),
  })
  .catchall(z.unknown());

/** Query of GET /api/database/views/grid/:view_id/ (contract §11.4). */
export const gridRowsQuery = z.object({
  count: textParam('When present, answers only `{"count": n}`.'),
  limit: textParam('Rows to return (at most GRID_PAGE_SIZE_LIMIT, 1000 by default); switches to limit/offset pagination.'),
  offset: textParam('Rows to skip with `limit`.'),
  page: textParam('1-based page number, or `last`.'),
  size: textParam('Rows per page; 100 by default, at most GRID_PAGE_SIZE_LIMIT.'),
  search: searchParam('Only rows whose id or a searchable cell contains this text.'),
  include: textParam('`field_options` adds every column\'s settings; `row_metadata` each row\'s comment count.'),
});

/** Query of POST /api/database/rows/table/:table_id/ (contract §10.2). */
export const createRowQuery = z.object({ before: textParam('Id of the row the new row goes before.'), user_field_names: userFieldNames() });

/** Query of view reads and changes: `include=filters,sortings` (contract §11.1). */
export const viewIncludeQuery = z.object({ include: textParam('`filters`, `sortings` or both, comma-separated.') });

/** The rows list's read, from its query; `names` maps the field names it uses with `user_field_names`. */
export function rowsListRowQuery(query: z.output<typeof listRowsQuery>, names?: FieldNames): RowQuery<PageWindow> {
  return {
    search: query.search,
    sorts: orderByParam(query.order_by, names),
    filter: filterParams(query, query.filter_type, names),
    ...fieldChoice(query.include, query.exclude, names),
    window: pageWindow(query.page, query.size, maxRowsPageSize),
  };
}

/**
 * The grid's window: only the count with `count`, limit/offset when `limit` is a positive integer,
 * else page/size. The reference sets no maximum; Cellar refuses a `limit` or `size` above `maxSize`.
 */
export function gridWindow(query: z.output<typeof gridRowsQuery>, maxSize?: number): RowQuery['window'] {
  if (query.count !== undefined) return { kind: 'count' };
  const limit = integerParam(query.limit);
  if (limit !== undefined && limit > 0) {
    return { kind: 'offset', limit, offset: integerParam(query.offset) ?? 0, ...(maxSize === undefined ? {} : { maxLimit: maxSize }) };
  }
  return pageWindow(query.page, query.size, maxSize);
}

/** Whether a grid read asks for the column settings too. */
export function includesFieldOptions(query: z.output<typeof gridRowsQuery>): boolean {
  return (query.include ?? '').split(',').includes('field_options');
}
