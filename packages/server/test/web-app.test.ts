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
