import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HTTP conventions (contract §1.1)', () => {
  it('GET /_health answers OK after asking the database', async () => {
    const answer = await server.api.raw('GET', '/_health');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('OK');
  });

  it('redirects a path without its trailing slash', async () => {
    const answer = await server.api.raw('GET', '/api/settings?x=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/api/settings/?x=1');
  });

  it('answers 405 for a known path with the wrong method', async () => {
    const answer = await server.api.raw('GET', '/api/user/');
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ detail: 'Method "GET" not allowed.' });
  });

  it('answers an unknown API path with a JSON 404 in the error envelope, whatever the method (issue 31)', async () => {
    for (const [method, path] of [['GET', '/api/nothing-here/'], ['POST', '/api/database/views/view/abc/filters/'], ['DELETE', '/api'], ['GET', '/api/settings/x/?a=1']]) {
      const answer = await server.api.raw(method as string, path as string);
      expect({ status: answer.status, type: answer.headers.get('content-type'), body: answer.body }).toEqual({
        status: 404,
        type: 'application/json; charset=utf-8',
        body: { error: 'URL_NOT_FOUND', detail: `URL ${(path as string).split('?')[0]} not found.` },
      });
    }
    // Outside the API (the WebSocket's and media's paths) the 404 stays a page.
    expect((await server.api.raw('POST', '/media/nothing')).headers.get('content-type')).toContain('text/html');
  });

  it('explains malformed JSON and unsupported media types', async () => {
    const malformed = await server.api.raw('POST', '/api/user/', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { detail: string }).detail).toMatch(/^JSON parse error - /);
    const xml = await server.api.raw('POST', '/api/user/', { body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ detail: 'Unsupported media type "application/xml" in request.' });
  });

  it('answers 415 for a body without a type, and reads an empty body of any type as none (issue 31)', async () => {
    const { token } = await server.signUp();
    const untyped = await fetch(`${server.url}/api/groups/`, { method: 'POST', body: new TextEncoder().encode('{"name":"x"}'), headers: { authorization: `JWT ${token}` } });
    expect({ status: untyped.status, body: await untyped.json() }).toEqual({ status: 415, body: { detail: 'Unsupported media type "" in request.' } });
    // Django reads no stream for a length of 0, so the reference validates an empty object instead.
    for (const type of ['text/plain', 'application/xml', 'nonsense']) {
      const empty = await server.api.raw('POST', '/api/groups/', { body: '', headers: { authorization: `JWT ${token}`, 'content-type': type } });
      expect({ type, status: empty.status, body: empty.body }).toEqual({
        type,
        status: 400,
        body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { name: [{ error: 'This field is required.', code: 'required' }] } },
      });
    }
  });

  it('reads a JSON body in the charset its type names, as Django does, and UTF-8 for an unknown one', async () => {
    const { token } = await server.signUp();
    const post = (type: string, body: Uint8Array) => fetch(`${server.url}/api/groups/`, { method: 'POST', body, headers: { authorization: `JWT ${token}`, 'content-type': type } });
    const latin1 = await post('application/json; charset=latin1', Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]));
    expect({ status: latin1.status, name: ((await latin1.json()) as { name: string }).name }).toEqual({ status: 200, name: 'café' });
    const utf16 = await post('application/json; charset="utf-16le"', Buffer.from('{"name":"ünï"}', 'utf16le'));
    expect({ status: utf16.status, name: ((await utf16.json()) as { name: string }).name }).toEqual({ status: 200, name: 'ünï' });
    const unknown = await post('application/json; charset=klingon', Buffer.from('{"name":"plain"}'));
    expect({ status: unknown.status, name: ((await unknown.json()) as { name: string }).name }).toEqual({ status: 200, name: 'plain' });
  });

  it('refuses bytes that are not UTF-8 rather than storing replacement characters', async () => {
    const { token } = await server.signUp();
    const invalid = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const response = await fetch(`${server.url}/api/groups/`, { method: 'POST', body: invalid, headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
  });

  it('accepts form-encoded bodies too', async () => {
    const answer = await server.api.raw('POST', '/api/user/token-auth/', {
      body: 'username=nobody%40example.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('accepts multipart bodies on JSON endpoints, as forms', async () => {
    const { token } = await server.signUp();
    const form = new FormData();
    form.append('name', 'Made by a form');
    const response = await fetch(`${server.url}/api/groups/`, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Made by a form' });
    const broken = await server.api.raw('POST', '/api/groups/', {
      body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nunfinished',
      headers: { authorization: `JWT ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.status).toBe(400);
    expect((broken.body as { detail: string }).detail).toMatch(/^Multipart form parse error - /);
  });

  it('allows any origin and the WebSocketId header', async () => {
    const answer = await server.api.raw('OPTIONS', '/api/user/token-auth/', {
      headers: { origin: 'https://client.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'websocketid' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://client.example');
    expect(answer.headers.get('access-control-allow-headers')).toContain('websocketid');
  });
});
