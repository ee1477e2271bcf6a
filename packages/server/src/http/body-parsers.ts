import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
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
 * JSON bodies (an empty one reads as `{}`, as actions like accept/reject send none), and
 * form-encoded and multipart bodies, which the reference accepts everywhere too. Any other type
 * (plain text, XML, a file on a route that does not stream one) is a 415, as the reference's.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      // Bytes that are not UTF-8 are refused, never silently replaced by U+FFFD: the same rule as
      // for lone surrogates and NUL (core's unstorable-text.ts), one step earlier.
      const text = typeof body === 'string' ? body : strictUtf8.decode(body);
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
