import type { RouteTable } from './route-table.js';

/** How an unrouted request is answered. */
export interface NotFoundAnswer {
  status: 301 | 404 | 405;
  body: unknown;
  location?: string;
}

const htmlNotFound = '<!doctype html><title>Not Found</title><h1>Not Found</h1><p>The requested resource was not found.</p>';

/**
 * An unrouted request gets a 301 to the slashed path when that one exists, 405 when the path
 * exists for another method, otherwise a 404: under /api/ in the error envelope, as the
 * reference's 404 middleware answers (`URL_NOT_FOUND`), elsewhere (/ws, /media) the plain HTML page.
 */
export function answerUnrouted(routes: RouteTable, method: string, url: string): NotFoundAnswer {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (!path.endsWith('/') && routes.methodsFor(`${path}/`).length > 0) {
    return { status: 301, body: '', location: `${path}/${query}` };
  }
  if (routes.methodsFor(path).length > 0) return { status: 405, body: { detail: `Method "${method}" not allowed.` } };
  if (path === '/api' || path.startsWith('/api/')) return { status: 404, body: { error: 'URL_NOT_FOUND', detail: `URL ${path} not found.` } };
  return { status: 404, body: htmlNotFound };
}
