import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../test/fakeServer';
import { ApiError } from './ApiError';
import { ApiClient } from './client';
import { inActionGroup } from './clientSession';

describe('ApiClient', () => {
  it('sends JSON with the JWT header when logged in', async () => {
    const server = createFakeFetch({ 'PATCH /api/settings/update/': () => ({ status: 200, body: { allow_new_signups: false } }) });
    const client = new ApiClient({ fetch: server.fetch, getToken: () => 'abc.def.ghi' });
    await expect(client.patch('/settings/update/', { allow_new_signups: false })).resolves.toEqual({ allow_new_signups: false });
    expect(server.calls[0]?.headers).toMatchObject({ Authorization: 'JWT abc.def.ghi', 'Content-Type': 'application/json' });
  });

  it("names the tab with a ClientSessionId kept for the tab's life, and a change sent in parts with its action group", async () => {
    const server = createFakeFetch({ 'POST /api/x/': () => ({ status: 200, body: {} }) });
    const client = new ApiClient({ fetch: server.fetch });
    await client.post('/x/', {});
    await client.request('POST', '/x/', { body: {}, actionGroupId: 'b5a1f3c2-8d4e-4f6a-9b0c-1d2e3f4a5b6c' });
    const [first, second] = server.calls;
    expect(first?.headers.ClientSessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.headers.ClientSessionId).toBe(first?.headers.ClientSessionId);
    expect(sessionStorage.getItem('cellar.clientSessionId')).toBe(first?.headers.ClientSessionId);
    expect(first?.headers.ClientUndoRedoActionGroupId).toBeUndefined();
    expect(second?.headers.ClientUndoRedoActionGroupId).toBe('b5a1f3c2-8d4e-4f6a-9b0c-1d2e3f4a5b6c');
  });

  it('sends the requests of one change made in parts with one action group, and only those', async () => {
    const server = createFakeFetch({ 'POST /api/x/': () => ({ status: 200, body: {} }) });
    const client = new ApiClient({ fetch: server.fetch });
    await inActionGroup(async () => {
      await client.post('/x/', {});
      await inActionGroup(() => client.post('/x/', {}));
    });
    await client.post('/x/', {});
    const groups = server.calls.map((call) => call.headers.ClientUndoRedoActionGroupId);
    expect(groups[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(groups).toEqual([groups[0], groups[0], undefined]);
  });

  it('leaves the header out for anonymous calls', async () => {
    const server = createFakeFetch({ 'POST /api/user/token-auth/': () => ({ status: 200, body: {} }) });
    await new ApiClient({ fetch: server.fetch, getToken: () => 'old' }).post('/user/token-auth/', {}, { anonymous: true });
    expect(server.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('turns the error envelope into an ApiError with the spec wording', async () => {
    const server = createFakeFetch({ 'GET /api/x/': () => ({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } }) });
    const error = await new ApiClient({ fetch: server.fetch }).get('/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ERROR_USER_NOT_IN_GROUP', title: 'Action not allowed.', hasResponse: true });
  });

  it('maps unknown codes, 404s, 429s and network failures', async () => {
    const server = createFakeFetch({
      'GET /api/unknown/': () => ({ status: 400, body: { error: 'ERROR_SOMETHING_NEW', detail: 'x' } }),
      'GET /api/limited/': () => ({ status: 429, body: { detail: 'slow down' } }),
      'GET /api/offline/': () => 'network',
    });
    const client = new ApiClient({ fetch: server.fetch });
    const fail = (path: string) => client.get(path).catch((caught: unknown) => caught as ApiError);
    expect(await fail('/unknown/')).toMatchObject({ title: 'Action not completed.', message: expect.stringContaining('an unknown error has occured') });
    expect(await fail('/missing/')).toMatchObject({ status: 404, title: 'Item not found.' });
    expect(await fail('/limited/')).toMatchObject({ title: 'Too many requests', message: expect.stringContaining('wait a moment') });
    expect(await fail('/offline/')).toMatchObject({ status: null, hasResponse: false, title: 'Network error', message: 'Could not connect to the API server.' });
  });

  it('reads validation details, both enveloped and plain', async () => {
    const enveloped = new ApiError(400, {
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { email: [{ error: 'Enter a valid email address.', code: 'invalid' }] },
    });
    expect(enveloped.fieldErrors()).toEqual({ email: 'Enter a valid email address.' });
    const plain = new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(plain.nonFieldError()).toBe('Unable to log in with provided credentials.');
  });

  it('reports a 401 on an authenticated call so the session can end', async () => {
    const server = createFakeFetch({ 'GET /api/groups/': () => ({ status: 401, body: { detail: 'Signature has expired.', error: 'ERROR_SIGNATURE_HAS_EXPIRED' } }) });
    const onUnauthorized = vi.fn();
    await new ApiClient({ fetch: server.fetch, getToken: () => 't', onUnauthorized }).get('/groups/').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
