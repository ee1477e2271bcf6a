import { fieldIdKeys, splitCommaSeparated, type FieldNames } from './field-names.js';

// The naming a query is read with goes out with it (core's index lists row-query, not each helper of it).
export * from './field-names.js';
import { fieldIdsParam, integerParam } from './query-params.js';

/**
 * How a sort places empty cells and orders by a field: `order_by` on the rows list puts nulls
 * last ascending (contract §10.3), a view's sorts put them first (§11.3); field types may order
 * differently too (a single select by option id, or by option value).
 */
export type SortStyle = 'order_by' | 'view';

/** One ordering of a row list, by field id; `ref` is the item as the client wrote it, for errors. */
export interface RowSortRef {
  fieldId: number | undefined;
  ref: string;
  descending: boolean;
  style: SortStyle;
}

/** One filter condition as a client or a view states it: a field, a filter type name and its raw value. */
export interface FilterRef {
  fieldId: number;
  type: string;
  value: string;
  /** With field names, the query parameter it came from (`filter__<name>__<type>`), which errors name. */
  param?: string;
}

/** Filter conditions and how they combine (contract §11.2). */
export interface FilterGroup {
  type: 'AND' | 'OR';
  conditions: FilterRef[];
}

/** page/size (contract §1.5): `page` NaN when unreadable, which the reader answers with ERROR_INVALID_PAGE. */
export type PageWindow = { kind: 'page'; page: number | 'last'; size: number; maxSize?: number };

/** limit/offset (contract §1.5, the grid only); `maxLimit` is Cellar's cap (docs/security.md). */
export type OffsetWindow = { kind: 'offset'; limit: number; offset: number; maxLimit?: number };

/** Which part of the matching rows to read, or only their count. */
export type RowWindow = PageWindow | OffsetWindow | { kind: 'count' };

/**
 * A read of a table's rows, whoever asks: search, filters, sorts, the fields to return and the
 * window. Built at the edge from the query string (or from a view), resolved against the table's
 * fields by the server, which answers the contract's errors for references that do not fit.
 */
export interface RowQuery<Window extends RowWindow = RowWindow> {
  search: string | undefined;
  filter: FilterGroup;
  sorts: RowSortRef[];
  /** Field ids to return; undefined for all (an include of only unknown ids also means all). */
  include: number[] | undefined;
  exclude: number[];
  window: Window;
}

/** The page size when none, or an unreadable one, is sent (contract §1.5). */
export const defaultPageSize = 100;

/** The rows list's largest page (contract §1.5). */
export const maxRowsPageSize = 200;

/** Reads page/size parameters; bad sizes fall back to the default, bad pages are reported later. */
export function pageWindow(page: string | undefined, size: string | undefined, maxSize?: number): PageWindow {
  const readSize = integerParam(size);
  return {
    kind: 'page',
    page: page === undefined ? 1 : page === 'last' ? 'last' : (integerParam(page) ?? Number.NaN),
    size: readSize !== undefined && readSize > 0 ? readSize : defaultPageSize,
    ...(maxSize === undefined ? {} : { maxSize }),
  };
}

/**
 * Reads `order_by`: comma-separated field refs, descending with a leading minus (contract §10.3).
 * With `names` (`user_field_names`) the items are field names, split as the reference splits them
 * (quotes around a name that holds commas) and not trimmed; `field_<id>` is then a name like any other.
 */
export function orderByParam(text: string | undefined, names?: FieldNames): RowSortRef[] {
  if (names?.byName) {
    return splitCommaSeparated(text ?? '').map((ref) => {
      const name = ref.startsWith('-') || ref.startsWith('+') ? ref.slice(1) : ref;
      return { ref, fieldId: names.idOf(name), descending: ref.startsWith('-'), style: 'order_by' as const };
    });
  }
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((ref) => ({ ref, fieldId: fieldIdsParam(ref)[0], descending: ref.startsWith('-'), style: 'order_by' as const }));
}

const filterKey = /^filter__field_(\d+)__(.+)$/;
const namedFilterKey = /^filter__(.+)__(.+)$/;

// The field a filter key names: by id, or with `names` by name, else by `field_<id>` as the reference
// falls back to; a key naming neither is not a filter (undefined), as there.
function filterField(key: string, names: FieldNames | undefined): { fieldId: number; type: string } | undefined {
  const byName = names?.byName === true;
  const match = (byName ? namedFilterKey : filterKey).exec(key);
  if (!match) return undefined;
  const ref = match[1] as string;
  const fieldId = byName ? (names?.idOf(ref) ?? fieldIdKeys.idOf(ref)) : Number(ref);
  return fieldId !== undefined && Number.isSafeInteger(fieldId) ? { fieldId, type: match[2] as string } : undefined;
}

/**
 * Reads `filter__field_<id>__<type>=<value>` parameters (`filter__<name>__<type>` with `names`);
 * a repeated key adds one condition per value.
 */
export function filterParams(query: Record<string, unknown>, filterType: string | undefined, names?: FieldNames): FilterGroup {
  const conditions: FilterRef[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const found = filterField(key, names);
    if (!found) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      conditions.push({ fieldId: found.fieldId, type: found.type, value: typeof value === 'string' ? value : '', ...(names?.byName ? { param: key } : {}) });
    }
  }
  return { type: filterType?.toUpperCase() === 'OR' ? 'OR' : 'AND', conditions };
}

/** The include/exclude field choice of a list (contract §10.3, §16.4); field names with `names`, unknown ones left out. */
export function fieldChoice(include: string | undefined, exclude: string | undefined, names?: FieldNames): Pick<RowQuery, 'include' | 'exclude'> {
  const ids = (text: string | undefined) =>
    names?.byName ? splitCommaSeparated(text ?? '').flatMap((name) => names.idOf(name) ?? []) : fieldIdsParam(text);
  const included = ids(include);
  return { include: included.length > 0 ? included : undefined, exclude: ids(exclude) };
}
