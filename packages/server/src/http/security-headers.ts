import type { FastifyInstance } from 'fastify';

/** What the headers depend on: the instance's own URL and where uploaded files are served. */
export interface SecurityHeaderSettings {
  publicUrl: string;
  mediaUrl: string;
}

/**
 * The web app's Content-Security-Policy: its own scripts only, no plugins, no framing, forms and
 * links' bases only to itself. Styles allow inline `style` attributes, which the virtualised grid
 * positions its rows with. Images and downloads may come from the media origin (MEDIA_URL may
 * point at another host); `blob:` and `data:` are the upload previews.
 */
export function contentSecurityPolicy(mediaUrl: string): string {
  const media = new URL(mediaUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`,
    "font-src 'self' data:",
    `connect-src 'self' ${media}`,
    `media-src 'self' ${media}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Adds the security headers to every answer, API and web app alike, without replacing one a route
 * set itself (media files carry a stricter, sandboxing policy). HSTS only when the instance is
 * served over TLS, where a browser may safely be told to insist on it.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(settings.mediaUrl),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (settings.publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}
