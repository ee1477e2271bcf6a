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
      await server.api.raw('GET', '/reset-password/reset-token-in-path');
      await server.api.raw('GET', '/verify-email/verification-token-in-path');
      await server.api.raw('GET', `/login?original=${encodeURIComponent('/group-invitation/invitation-in-original')}`);
      const log = lines.join('');
      expect(log).toContain('jwt_token=[redacted]&x=1');
      expect(log).toContain('/api/groups/invitations/token/[redacted]/');
      expect(log).toContain('/reset-password/[redacted]');
      for (const secret of [account.token, 'secret.jwt.value', 'a-secret-invitation-token', 'SeCrEtKeY123', 'another-one', account.password, 'reset-token-in-path', 'verification-token-in-path', 'invitation-in-original']) {
        expect(log).not.toContain(secret);
      }
      expect(log.toLowerCase()).not.toContain('authorization');
    } finally {
      await server.close();
    }
  });

  // Issue 30: the web app's pages for mailed links carry their tokens in the path, and the login
  // page carries such a path in `original`; every request for them is logged.
  it('redacts the tokens of mailed links in the web app\'s paths and in the login page\'s original', () => {
    expect(redactUrl('/reset-password/eyJ1c2VyIjo1fQ.c2lnbmVk')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/group-invitation/SeCrEt-InViTe?x=1')).toBe('/group-invitation/[redacted]?x=1');
    expect(redactUrl('/verify-email/abc.def/')).toBe('/verify-email/[redacted]/');
    expect(redactUrl(`/login?original=${encodeURIComponent('/group-invitation/SeCrEt-InViTe')}&x=1`)).toBe('/login?original=[redacted]&x=1');
    expect(redactUrl('/login?Original=%2Freset-password%2Ftok#top')).toBe('/login?Original=[redacted]#top');
  });

  it('keeps everything else of a URL', () => {
    expect(redactUrl('/api/database/rows/table/1/?search=token&page=2')).toBe('/api/database/rows/table/1/?search=token&page=2');
    expect(redactUrl('/ws/core/?JWT_TOKEN=abc#x')).toBe('/ws/core/?JWT_TOKEN=[redacted]#x');
  });
});
