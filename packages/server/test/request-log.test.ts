import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from '../src/logging/logger.js';
import { startTestServer } from './helpers/test-server.js';

// Issue 14, point 5: the request log never holds a credential, whatever the client put in a URL
// or a header.

describe('the request log', () => {
  it('redacts tokens in query strings and invitation paths, and never prints Authorization', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({}, { logger: createLogger('info', sink) });
    try {
      const account = await server.signUp();
      await server.api.raw('GET', `/api/groups/?jwt_token=${account.token}&x=1`, { headers: { authorization: `JWT ${account.token}` } });
      await server.api.raw('GET', '/ws/core/?jwt_token=secret.jwt.value');
      await server.api.raw('GET', '/api/groups/invitations/token/a-secret-invitation-token/');
      await server.api.raw('GET', '/api/database/rows/table/1/?key=SeCrEtKeY123&token=another-one');
      const log = lines.join('');
      expect(log).toContain('jwt_token=[redacted]&x=1');
      expect(log).toContain('/api/groups/invitations/token/[redacted]/');
      for (const secret of [account.token, 'secret.jwt.value', 'a-secret-invitation-token', 'SeCrEtKeY123', 'another-one', account.password]) {
        expect(log).not.toContain(secret);
      }
      expect(log.toLowerCase()).not.toContain('authorization');
    } finally {
      await server.close();
    }
  });

  it('keeps everything else of a URL', () => {
    expect(redactUrl('/api/database/rows/table/1/?search=token&page=2')).toBe('/api/database/rows/table/1/?search=token&page=2');
    expect(redactUrl('/ws/core/?JWT_TOKEN=abc#x')).toBe('/ws/core/?JWT_TOKEN=[redacted]#x');
  });
});
