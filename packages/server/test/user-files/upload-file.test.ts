import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { maxUserFileBytes } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { contractError, fetchMedia, pngOf, uploadBytes } from './upload-helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signUp()).token;
});
afterAll(() => server.close());

const namePattern = /^[A-Za-z0-9]{32}_[0-9a-f]{64}\.[a-z0-9]*$/;
const tooLarge = contractError('ERROR_FILE_SIZE_TOO_LARGE', 'The provided file is too large. Max 20MB is allowed.');
const invalidFile = contractError('ERROR_INVALID_FILE', 'No file has been provided or the file is invalid.');
const storedFiles = () => readdirSync(join(server.mediaDir, 'user_files'), { withFileTypes: true }).map((entry) => entry.name);
const rowCount = async () => Number((await server.db.kysely.selectFrom('user_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('upload-file (contract §4)', () => {
  it('stores an image with its facts, thumbnails and absolute URLs', async () => {
    const answer = await uploadBytes(server, token, await pngOf(300, 100), 'Holiday Photo.PNG');
    expect(answer.status).toBe(200);
    const file = answer.body as Record<string, unknown>;
    expect(file).toMatchObject({ size: expect.any(Number), mime_type: 'image/png', is_image: true, image_width: 300, image_height: 100, original_name: 'Holiday Photo.PNG' });
    expect(file.name).toMatch(namePattern);
    expect(String(file.name).endsWith('.png')).toBe(true);
    expect(file.uploaded_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/);
    expect(file.url).toBe(`http://localhost:8000/media/user_files/${String(file.name)}`);
    expect(file.thumbnails).toEqual({
      tiny: { url: `http://localhost:8000/media/thumbnails/tiny/${String(file.name)}`, width: null, height: 21 },
      small: { url: `http://localhost:8000/media/thumbnails/small/${String(file.name)}`, width: 48, height: 48 },
    });
    const tiny = await fetchMedia(server, (file.thumbnails as { tiny: { url: string } }).tiny.url);
    expect(tiny.status).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(Buffer.from(await tiny.arrayBuffer())).metadata()).toMatchObject({ width: 63, height: 21 });
    const small = await fetchMedia(server, (file.thumbnails as { small: { url: string } }).small.url);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 48, height: 48 });
  });

  it('does not take a file for an image because of its name, and guesses types from the extension', async () => {
    const fake = (await uploadBytes(server, token, 'not really a picture', 'fake.jpg')).body;
    expect(fake).toMatchObject({ is_image: false, mime_type: 'image/jpeg', image_width: null, image_height: null, thumbnails: null });
    expect((await uploadBytes(server, token, 'plain', 'notes.unknownext')).body).toMatchObject({ mime_type: '', is_image: false });
    const bare = (await uploadBytes(server, token, 'no extension', 'README')).body as { name: string; mime_type: string };
    expect(bare.name).toMatch(/_[0-9a-f]{64}\.$/);
    expect(bare.mime_type).toBe('');
  });

  it('cuts long original names in the middle and returns the same record for the same name and content', async () => {
    const longName = `${'a'.repeat(40)}-middle-${'z'.repeat(40)}.txt`;
    const first = (await uploadBytes(server, token, 'same bytes', longName)).body as Record<string, unknown>;
    expect(first.original_name).toBe(`${'a'.repeat(30)}...${'z'.repeat(27)}.txt`);
    expect(String(first.original_name)).toHaveLength(64);
    const other = await server.signUp();
    // Another user's upload is the same file, at the time of their own upload (issue 30).
    expect((await uploadBytes(server, other.token, 'same bytes', longName)).body).toEqual({ ...first, uploaded_at: expect.any(String) });
    const renamed = (await uploadBytes(server, token, 'same bytes', 'other.txt')).body as Record<string, unknown>;
    expect(renamed.name).not.toBe(first.name);
  });

  it('accepts exactly 20 MB and refuses one byte more with 413, storing nothing', async () => {
    const files = storedFiles().length;
    const rows = await rowCount();
    const over = await uploadBytes(server, token, Buffer.alloc(maxUserFileBytes + 1, 1), 'big.bin');
    expect({ status: over.status, body: over.body }).toEqual({ status: 413, body: tooLarge });
    expect(storedFiles()).toHaveLength(files);
    expect(await rowCount()).toBe(rows);
    const exact = await uploadBytes(server, token, Buffer.alloc(maxUserFileBytes, 2), 'exact.bin');
    expect(exact.status).toBe(200);
    expect((exact.body as { size: number }).size).toBe(maxUserFileBytes);
  });

  it('refuses a missing, empty or misnamed file part with ERROR_INVALID_FILE, and JSON with 415', async () => {
    const rows = await rowCount();
    for (const answer of [
      await uploadBytes(server, token, Buffer.alloc(0), 'empty.txt'),
      await uploadBytes(server, token, 'content', 'x.txt', 'attachment'),
      await (async () => {
        const form = new FormData();
        form.append('file', 'just a text field');
        return server.api.raw('POST', '/api/user-files/upload-file/', { body: form, headers: { authorization: `JWT ${token}` } });
      })(),
      await server.api.raw('POST', '/api/user-files/upload-file/', {
        body: '--broken\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end',
        headers: { authorization: `JWT ${token}`, 'content-type': 'multipart/form-data; boundary=broken' },
      }),
    ]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: invalidFile });
    }
    const json = await server.api.raw('POST', '/api/user-files/upload-file/', { json: { file: 'x' }, headers: { authorization: `JWT ${token}` } });
    expect({ status: json.status, body: json.body }).toEqual({ status: 415, body: { detail: 'Unsupported media type "application/json" in request.' } });
    // The reference's upload takes multipart only: a form is a 415 too, and no body at all is no file (issue 31).
    const form = await server.api.raw('POST', '/api/user-files/upload-file/', { body: 'file=x', headers: { authorization: `JWT ${token}`, 'content-type': 'application/x-www-form-urlencoded' } });
    expect({ status: form.status, body: form.body }).toEqual({ status: 415, body: { detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' } });
    const nothing = await server.api.raw('POST', '/api/user-files/upload-file/', { body: '', headers: { authorization: `JWT ${token}`, 'content-type': 'text/plain' } });
    expect({ status: nothing.status, body: nothing.body }).toEqual({ status: 400, body: invalidFile });
    expect(await rowCount()).toBe(rows);
  });

  it('refuses anonymous uploads before reading them', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const answer = await server.api.raw('POST', '/api/user-files/upload-file/', { body: form });
    expect(answer.status).toBe(401);
  });
});

describe('serving media safely', () => {
  it('shows images inline and sends active or unknown types as sandboxed downloads', async () => {
    const cases: [string, string | Buffer, string, string][] = [
      ['pic.png', await pngOf(4, 4), 'image/png', 'inline'],
      ['page.html', '<script>alert(1)</script>', 'application/octet-stream', 'attachment'],
      ['drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'application/octet-stream', 'attachment'],
      ['data.xml', '<a/>', 'application/octet-stream', 'attachment'],
      ['code.js', 'alert(1)', 'application/octet-stream', 'attachment'],
      ['thing.weird', 'whatever', 'application/octet-stream', 'attachment'],
      ['notes.txt', 'hello', 'text/plain; charset=utf-8', 'inline'],
    ];
    for (const [name, content, type, disposition] of cases) {
      const file = (await uploadBytes(server, token, content, name)).body as { url: string; name: string };
      const response = await fetchMedia(server, file.url);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe(type);
      expect(response.headers.get('content-disposition'), name).toBe(`${disposition}; filename="${file.name}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
    }
  });

  it('answers 404 for anything that is not a stored file, without leaving the media directory', async () => {
    // Sent as written: fetch would resolve the dot segments before the server saw them.
    const rawStatus = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        get({ hostname, port, path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on('error', reject);
      });
    for (const path of ['/media/user_files/missing_abc.png', '/media/../package.json', '/media/user_files/../../secret-key', '/media/user_files/..%2F..%2Fsecret-key', '/media/thumbnails/huge/a_b.png', '/media/secret-key', '/media/user_files/']) {
      expect(await rawStatus(path), path).toBe(404);
    }
  });
});
