import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerUnrouted } from './not-found.js';
import type { RouteTable } from './route-table.js';

// Both src/http and dist/http sit two levels below packages/server.
const defaultWebDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

// Paths the web app never owns: a client of the API, the WebSocket or a file must get that
// service's own answer (404), never index.html with a 200 it would take for success.
const servicePrefixes = ['/api', '/ws', '/media'];

// The app's API documentation pages live under /api/ (spec §2). They reach this handler only when no
// API route matched, and are the app's only for a browser asking for a page: an API client asking
// for JSON still gets the API's 404.
const apiDocsPages = /^\/api\/docs(\/database\/\d+)?\/?(\?.*)?$/;

function isAppPath(url: string, accept: string | undefined): boolean {
  if (apiDocsPages.test(url)) return (accept ?? '').includes('text/html');
  return !servicePrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

// Build files under /assets/ carry a content hash in their names: cached for good. Anything else
// (favicons) is checked again each time, as index.html is.
function setCacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built web app with history fallback: any GET outside /api/ that is not a file — or a
 * browser's GET of the API docs pages — gets index.html, and the app's router takes over.
 * Unrouted API calls get 301/405/404 (JSON under /api/).
 */
export async function registerWebApp(app: FastifyInstance, routes: RouteTable, webDist = defaultWebDist): Promise<void> {
  const hasWebApp = existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false, setHeaders: setCacheHeaders });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isAppPath(request.url, request.headers.accept) || !['GET', 'HEAD'].includes(request.method)) {
      const answer = answerUnrouted(routes, request.method, request.url);
      if (answer.location) reply.header('Location', answer.location);
      if (typeof answer.body === 'string' && answer.status === 404) reply.type('text/html; charset=utf-8');
      return reply.status(answer.status).send(answer.body);
    }
    // A missing build file (a chunk of an older build, say) is a real 404, so the app can notice and
    // reload. Only /assets/ holds build files: app paths may contain dots (reset and invitation tokens).
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasWebApp) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build` first.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
