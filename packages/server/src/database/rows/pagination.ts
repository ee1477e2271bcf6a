import { DomainError } from '@cellar/core';

/** A window of rows to read, and how to describe its neighbours. */
export interface Window {
  limit: number;
  offset: number;
  /** The next and previous pages' URLs, once the count is known. */
  links(count: number): { next: string | null; previous: string | null };
}

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function withParams(url: URL, changes: Record<string, string | null>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.searchParams.delete(key);
    else next.searchParams.set(key, value);
  }
  return next.href;
}

/**
 * page/size pagination (contract §1.5): size defaults to 100 (non-numeric or ≤ 0 too), `maxSize`
 * answers ERROR_PAGE_SIZE_LIMIT, `page=last` is the last page, other pages out of range are invalid.
 */
export function pageWindow(query: Query, url: URL, count: () => Promise<number>, maxSize?: number) {
  const rawSize = Number(first(query.size));
  const size = Number.isInteger(rawSize) && rawSize > 0 ? rawSize : 100;
  if (maxSize !== undefined && size > maxSize) throw new DomainError('ERROR_PAGE_SIZE_LIMIT', `The page size is limited to ${maxSize}.`);
  return async (): Promise<{ window: Window; total: number }> => {
    const total = await count();
    const pages = Math.max(1, Math.ceil(total / size));
    const rawPage = first(query.page) ?? '1';
    const page = rawPage === 'last' ? pages : Number(rawPage);
    if (!Number.isInteger(page) || page < 1 || page > pages) throw new DomainError('ERROR_INVALID_PAGE');
    return {
      total,
      window: {
        limit: size,
        offset: (page - 1) * size,
        links: () => ({
          next: page < pages ? withParams(url, { page: String(page + 1) }) : null,
          previous: page > 1 ? withParams(url, { page: page - 1 === 1 ? null : String(page - 1) }) : null,
        }),
      },
    };
  };
}

/** limit/offset pagination of the grid (contract §1.5); no upper limit. */
export function offsetWindow(query: Query, url: URL): Window | undefined {
  const limit = Number(first(query.limit));
  if (!Number.isInteger(limit) || limit <= 0) return undefined;
  const rawOffset = Number(first(query.offset) ?? 0);
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  return {
    limit,
    offset,
    links: (count) => ({
      next: offset + limit < count ? withParams(url, { limit: String(limit), offset: String(offset + limit) }) : null,
      previous: offset > 0 ? withParams(url, { limit: String(limit), offset: offset - limit > 0 ? String(offset - limit) : null }) : null,
    }),
  };
}
