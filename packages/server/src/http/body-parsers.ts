import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies (an empty one reads as `{}`, as actions like accept/reject send none) and
 * form-encoded bodies, which the reference accepts everywhere too.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      const parseError = new Error(`JSON parse error - ${(error as Error).message}`) as Error & { statusCode: number; code: string };
      parseError.statusCode = 400;
      parseError.code = 'CELLAR_JSON_PARSE';
      done(parseError, undefined);
    }
  });
  await app.register(formBody);
  // Multipart bodies are streamed, not buffered: the upload route reads its file part itself.
  await app.register(multipart);
}
