import sharp from 'sharp';
import type { ApiAnswer } from '../helpers/api-client.js';
import type { TestServer } from '../helpers/test-server.js';

/** A PNG of the given size, one colour. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
}

/** Sends bytes to upload-file as the `file` part (or another part name). */
export function uploadBytes(server: TestServer, token: string, data: Buffer | string, fileName: string, part = 'file'): Promise<ApiAnswer> {
  const form = new FormData();
  form.append(part, new Blob([data]), fileName);
  return server.api.raw('POST', '/api/user-files/upload-file/', { body: form, headers: { authorization: `JWT ${token}` } });
}

/** Asks upload-via-url for a URL. */
export function uploadUrl(server: TestServer, token: string, url: string): Promise<ApiAnswer> {
  return server.api.raw('POST', '/api/user-files/upload-via-url/', { json: { url }, headers: { authorization: `JWT ${token}` } });
}

/** Fetches a media URL from the test server itself (MEDIA_URL names a host the test does not run). */
export function fetchMedia(server: TestServer, url: string): Promise<Response> {
  return fetch(url.replace('http://localhost:8000', server.url));
}

/** The `{error, detail}` of a contract error. */
export function contractError(code: string, detail: string) {
  return { error: code, detail };
}
