import type { RouteTable } from './route-table.js';

/** How an unrouted request is answered. */
export interface NotFoundAnswer {
  status: 301 | 404 | 405;
  body: unknown;
  location?: string;
}

/**
 * An unrouted API request gets a 301 to the slashed path when that one exists, 405 when the
 * path exists for another method, otherwise the plain HTML 404 (contract §1.1).
 */
export function answerUnrouted(routes: RouteTable, method: string, url: string): NotFoundAnswer {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (!path.endsWith('/') && routes.methodsFor(`${path}/`).length > 0) {
    return { status: 301, body: '', location: `${path}/${query}` };
  }
  if (routes.methodsFor(path).length > 0) return { status: 405, body: { detail: `Method "${method}" not allowed.` } };
  return { status: 404, body: '<!doctype html><title>Not Found</title><h1>Not Found</h1><p>The requested resource was not found.</p>' };
}
