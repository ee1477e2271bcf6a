import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies (an empty one reads as `{}`, as actions like accept/reject send none), and
 * form-encoded and multipart bodies, which the reference accepts everywhere too.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
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
  // stream, never buffered; every other route refuses such a body as it does any unknown one.
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values', 'application/octet-stream'], (_request, payload, done) => done(null, payload));
  await app.register(formBody);
  // Multipart bodies are streamed, not buffered: the upload route reads its file part itself.
  await app.register(multipart);
}
