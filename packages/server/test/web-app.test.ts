import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'cellar-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cellar</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  server = await startTestServer({}, { webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every app path with index.html, tokens with dots included', async () => {
    for (const path of ['/', '/dashboard', '/reset-password/eyJwIjoxfQ.abc123', '/database/1/table/2']) {
      const answer = await server.api.raw('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('serves build files, and a missing one is a real 404 so the app can reload', async () => {
    expect((await server.api.raw('GET', '/assets/app-1.js')).body).toBe('console.log(1)');
    const missing = await server.api.raw('GET', '/assets/app-0.js');
    expect(missing.status).toBe(404);
  });
});

describe('HTTP headers and paths the web app never owns (issue 14)', () => {
  it('sends index.html to be checked again, and hashed build files to be kept for good', async () => {
    expect((await server.api.raw('GET', '/')).headers.get('cache-control')).toBe('no-cache');
    expect((await server.api.raw('GET', '/dashboard')).headers.get('cache-control')).toBe('no-cache');
    expect((await server.api.raw('GET', '/assets/app-1.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('puts the security headers on the app, the API and errors alike', async () => {
    const answers = [
      await server.api.raw('GET', '/'),
      await server.api.raw('GET', '/api/settings/'),
      await server.api.raw('GET', '/api/groups/'),
      await server.api.raw('POST', '/api/user/token-auth/', { body: '{', headers: { 'content-type': 'application/json' } }),
    ];
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The test instance is served over plain HTTP: telling a browser to insist on TLS would lock it out.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers the WebSocket, media and unknown API paths with a 404 of their own, never the app', async () => {
    for (const path of ['/ws/core/', '/ws', '/media/x', '/media/user_files/nothing_here.png', '/api/nothing/', '/api']) {
      const answer = await server.api.raw('GET', path);
      expect(answer.status, path).toBe(404);
      expect(String(answer.body), path).not.toContain('<div id="root">');
    }
  });
});

describe('the API documentation pages under /api/ (spec §2)', () => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('are the app for a browser asking for a page', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/database/12', '/api/docs/database/12/']) {
      const answer = await server.api.raw('GET', path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('<div id="root">');
    }
  });

  it('stay the API\'s 404 for API clients, and never shadow the API itself', async () => {
    for (const path of ['/api/docs', '/api/docs/database/12']) {
      const answer = await server.api.raw('GET', path, { headers: { accept: 'application/json' } });
      expect(answer.status, path).toBe(404);
    }
    expect((await server.api.raw('GET', '/api/docs/other', { headers: html })).status).toBe(404);
    const schema = await server.api.raw('GET', '/api/schema.json', { headers: html });
    expect(schema.status).toBe(200);
    expect((schema.body as { openapi: string }).openapi).toBe('3.1.0');
  });
});

describe('an instance served over TLS', () => {
  it('tells browsers to insist on HTTPS', async () => {
    const tls = await startTestServer({ publicUrl: 'https://cellar.example.com' });
    try {
      expect((await tls.api.raw('GET', '/api/settings/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await tls.close();
    }
  });
});
