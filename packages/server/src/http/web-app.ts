import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { answerUnrouted } from './not-found.js';
import type { RouteTable } from './route-table.js';

// Both src/http and dist/http sit two levels below packages/server.
const defaultWebDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * Serves the built web app with history fallback: any GET outside /api/ that is not a file
 * gets index.html, and the app's router takes over. Unrouted API calls get 301/405/404.
 */
export async function registerWebApp(app: FastifyInstance, routes: RouteTable, webDist = defaultWebDist): Promise<void> {
  const hasWebApp = existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || !['GET', 'HEAD'].includes(request.method)) {
      const answer = answerUnrouted(routes, request.method, request.url);
      if (answer.location) reply.header('Location', answer.location);
      if (answer.status === 404) reply.type('text/html; charset=utf-8');
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
