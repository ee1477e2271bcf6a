import { extensionOf } from '@cellar/core';
import type { FastifyInstance } from 'fastify';
import { isServedStoragePath, type FileStorage } from './storage/file-storage.js';
import { servingOf } from './mime-types.js';

/** Where the server itself serves the media storage; MEDIA_URL points here unless a proxy or CDN serves it. */
export const mediaPathPrefix = '/media/';

/**
 * Serves stored files under /media/ so that no upload can run in our origin: `nosniff`, a CSP
 * that forbids everything and sandboxes the document, and every type that could be active
 * (HTML, SVG, XML, scripts, unknown) sent as an `application/octet-stream` download. Only
 * raster images, plain text and audio/video are shown inline. Paths that are not storage paths
 * are 404 without touching the disk.
 */
export function registerMediaRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${mediaPathPrefix}*`, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const stored = isServedStoragePath(path) ? await storage.open(path) : null;
    if (!stored) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const name = path.slice(path.lastIndexOf('/') + 1);
    const { contentType, inline } = servingOf(extensionOf(name));
    return reply
      .header('Content-Type', contentType)
      .header('Content-Length', String(stored.size))
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      // Names are unique and content never changes under a name.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(stored.stream);
  });
}
