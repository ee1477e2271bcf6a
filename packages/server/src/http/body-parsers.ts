import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { IncomingHttpHeaders } from 'node:http';
import { TextDecoder } from 'node:util';
import { errorCodes, type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a file body itself, as a stream (an endpoint declared with `streamedBody`). */
    streamedBody?: boolean;
  }
}

/** The body types that are files, never parsed: only a route that streams them may receive one. */
export const streamedMediaTypes = ['text/csv', 'text/tab-separated-values', 'application/octet-stream'];

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The decoder of a JSON body: the charset its Content-Type names, as Django takes a known codec
 * from it (`application/json; charset=latin1` is read as Latin-1), else UTF-8. Bytes the charset
 * cannot decode are refused, never silently replaced by U+FFFD: the same rule as for lone
 * surrogates and NUL (core's unstorable-text.ts), one step earlier.
 */
function decoderFor(contentType: string | undefined): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset === undefined) return strictUtf8;
  try {
    return new TextDecoder(charset, { fatal: true });
  } catch {
    return strictUtf8;
  }
}

/**
 * Whether a request carries no body: a length of 0, or neither a length nor chunks. Django reads no
 * stream then, so the reference neither parses nor refuses it, whatever type it names.
 */
export function hasEmptyBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/**
 * JSON bodies (an empty one reads as `{}`, as actions like accept/reject send none), and
 * form-encoded and multipart bodies, which the reference accepts everywhere too. Any other type
 * (plain text, XML, no type at all, a file on a route that does not stream one) is a 415, as the
 * reference's, unless the body is empty.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  // An empty body is no body: its type is forgotten before Fastify would pick a parser (or a 415).
  app.addHook('onRequest', (request, _reply, done) => {
    if (hasEmptyBody(request.raw.headers)) delete request.raw.headers['content-type'];
    done();
  });
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const text = typeof body === 'string' ? body : decoderFor(request.headers['content-type']).decode(body);
      if (text.trim() === '') return done(null, {});
      done(null, JSON.parse(text));
    } catch (error) {
      const parseError = new Error(`JSON parse error - ${(error as Error).message}`) as Error & { statusCode: number; code: string };
      parseError.statusCode = 400;
      parseError.code = 'CELLAR_JSON_PARSE';
      done(parseError, undefined);
    }
  });
  // A streamed import's body is the file itself (import-csv): handed to its route as the request
  // stream, never buffered. Every other route refuses it here, before anything could take the
  // stream for a parsed body (walking its object graph once exhausted the heap).
  app.addContentTypeParser(streamedMediaTypes, (request, payload, done) => {
    if (request.routeOptions.config.streamedBody === true) done(null, payload);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
  await app.register(formBody);
  // Multipart bodies are streamed, not buffered: the upload route reads its file part itself.
  await app.register(multipart);
}
