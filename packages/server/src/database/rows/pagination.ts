import { DomainError, type RowWindow } from '@cellar/core';

/** A window of rows to read, with the URLs of its neighbours. */
export interface PlacedWindow {
  limit: number;
  offset: number;
  next: string | null;
  previous: string | null;
}

/** A window that reads rows (not only their count). */
export type ReadingWindow = Exclude<RowWindow, { kind: 'count' }>;

function withParams(url: URL, changes: Record<string, string | null>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.searchParams.delete(key);
    else next.searchParams.set(key, value);
  }
  return next.href;
}

/** Refuses a page size (or grid `limit`) over the endpoint's maximum; checked before counting (contract §1.5). */
export function checkPageSize(window: ReadingWindow): void {
  const [size, max] = window.kind === 'page' ? [window.size, window.maxSize] : [window.limit, window.maxLimit];
  if (max !== undefined && size > max) throw new DomainError('ERROR_PAGE_SIZE_LIMIT', `The page size is limited to ${max}.`);
}

/**
 * Places a window among `total` matching rows (contract §1.5): page/size with `page=last` for the
 * last page and other pages out of range invalid, or limit/offset; next and previous links keep
 * the request's other parameters.
 */
export function placeWindow(window: ReadingWindow, total: number, url: URL): PlacedWindow {
  if (window.kind === 'offset') {
    const { limit, offset } = window;
    return {
      limit,
      offset,
      next: offset + limit < total ? withParams(url, { limit: String(limit), offset: String(offset + limit) }) : null,
      previous: offset > 0 ? withParams(url, { limit: String(limit), offset: offset - limit > 0 ? String(offset - limit) : null }) : null,
    };
  }
  const pages = Math.max(1, Math.ceil(total / window.size));
  const page = window.page === 'last' ? pages : window.page;
  if (!Number.isInteger(page) || page < 1 || page > pages) throw new DomainError('ERROR_INVALID_PAGE');
  return {
    limit: window.size,
    offset: (page - 1) * window.size,
    next: page < pages ? withParams(url, { page: String(page + 1) }) : null,
    previous: page > 1 ? withParams(url, { page: page - 1 === 1 ? null : String(page - 1) }) : null,
  };
}
