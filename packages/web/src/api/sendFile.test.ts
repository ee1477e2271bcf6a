import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { ApiClient } from './client';
import { sendFileWithXhr, type SendFile } from './sendFile';

// The little of XMLHttpRequest the sender uses, driven by the test.
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? this.contentType : null;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.contentType = 'application/json; charset=utf-8';
    this.onload?.();
  }
}

function sendWithFake(request: Parameters<typeof sendFileWithXhr>[1]) {
  const xhr = new FakeXhr();
  const answer = sendFileWithXhr('/api/upload/', request, () => xhr as unknown as XMLHttpRequest);
  return { xhr, answer };
}

describe('sending a file with its upload progress', () => {
  it('posts the file as the body with the headers, reports bytes sent and answers a Response', async () => {
    const file = new Blob(['a,b\n1,2\n']);
    const onProgress = vi.fn();
    const { xhr, answer } = sendWithFake({ headers: { Authorization: 'JWT t', 'Content-Type': 'text/csv' }, body: file, onProgress });
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload/', headers: { Authorization: 'JWT t', 'Content-Type': 'text/csv' }, body: file });
    xhr.upload.onprogress?.({ loaded: 4, total: 8, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 6, total: 0, lengthComputable: false });
    expect(onProgress.mock.calls).toEqual([[{ sent: 4, total: 8 }], [{ sent: 6, total: 8 }]]);
    xhr.answer(200, { ok: true });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('aborts the request when the signal fires, rejecting as fetch does', async () => {
    const controller = new AbortController();
    const { xhr, answer } = sendWithFake({ headers: {}, body: new Blob(['x']), signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('rejects on a network failure', async () => {
    const { xhr, answer } = sendWithFake({ headers: {}, body: new Blob(['x']) });
    xhr.onerror?.();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });
});

describe('ApiClient.upload', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends the session and socket headers with the content type, and answers the JSON', async () => {
    const sendFile = vi.fn<SendFile>(async () => json(200, { imported_rows: 2 }));
    const client = new ApiClient({ sendFile, getToken: () => 'abc', getWebSocketId: () => 'socket-1', getClientSessionId: () => 'tab-1' });
    const file = new Blob(['a']);
    await expect(client.upload('/import/?name=x', file, { contentType: 'text/csv' })).resolves.toEqual({ imported_rows: 2 });
    expect(sendFile).toHaveBeenCalledWith('/api/import/?name=x', expect.objectContaining({ body: file }));
    expect(sendFile.mock.calls[0]?.[1].headers).toEqual({ Accept: 'application/json', Authorization: 'JWT abc', WebSocketId: 'socket-1', ClientSessionId: 'tab-1', 'Content-Type': 'text/csv' });
  });

  it('turns refusals and network failures into ApiErrors, ends the session on a 401, and lets an abort through', async () => {
    const onUnauthorized = vi.fn();
    const answers: (() => Promise<Response>)[] = [
      async () => json(400, { error: 'ERROR_IMPORT_EMPTY', detail: 'This CSV file is empty.' }),
      async () => json(401, { error: 'ERROR_SIGNATURE_HAS_EXPIRED', detail: '' }),
      async () => Promise.reject(new TypeError('offline')),
    ];
    const client = new ApiClient({ sendFile: () => answers.shift()!(), getToken: () => 'abc', onUnauthorized });
    const fail = () => client.upload('/import/', new Blob(['a']), { contentType: 'text/csv' }).catch((caught: unknown) => caught as ApiError);
    expect(await fail()).toMatchObject({ status: 400, code: 'ERROR_IMPORT_EMPTY', message: 'This CSV file is empty.' });
    expect(await fail()).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(await fail()).toMatchObject({ status: null, title: 'Network error' });

    const controller = new AbortController();
    controller.abort();
    const aborting = new ApiClient({ sendFile: async () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    await expect(aborting.upload('/import/', new Blob(['a']), { contentType: 'text/csv', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
