import { pino, type DestinationStream, type Logger } from 'pino';

// Query parameters that carry a credential: the WebSocket's `jwt_token`, any token or key a
// client puts in a URL, and the login page's `original`, the address to return to, which may be
// a mailed link's (`/group-invitation/<token>`, encoded). Their values never reach a log.
const credentialParams = /([?&](?:jwt_token|token|key|api_key|password|original)=)[^&#]*/gi;
// Paths that carry one: an invitation's token in the API, and the web app's pages for the links
// in mails (password reset, group invitation, address verification).
const credentialPaths = /(\/(?:api\/groups\/invitations\/token|reset-password|group-invitation|verify-email)\/)[^/?#]+/g;

/** A URL as it may be logged: credentials in its query or path replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(credentialParams, '$1[redacted]').replace(credentialPaths, '$1[redacted]');
}

// Every record passes here after the serializers: Fastify's request lines carry `req.url`, which
// is where credentials would leak; headers (Authorization) are never logged at all.
function withoutCredentials(record: Record<string, unknown>): Record<string, unknown> {
  const req = record.req as { url?: unknown } | undefined;
  if (req && typeof req.url === 'string') return { ...record, req: { ...req, url: redactUrl(req.url) } };
  return record;
}

/** The server's logger: pino at `level`, with credentials kept out of every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, formatters: { log: withoutCredentials } };
  return destination ? pino(options, destination) : pino(options);
}
