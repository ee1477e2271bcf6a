import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Issue 30, "one request must never kill the server": bodies a route does not read. A CSV, TSV or
// octet-stream body reached the body check of every route as the raw request stream, whose object
// graph the check walked until the heap died, anonymously. Multipart bodies were bounded per part
// only (a thousand 1 MiB fields passed).

let server: TestServer;
let token: string;
let databaseId: number;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signUp()).token;
  const databases = (await server.api.raw('GET', '/api/applications/', { headers: { authorization: `JWT ${token}` } })).body as { id: number }[];
  databaseId = databases[0]?.id ?? 0;
});
afterAll(() => server.close());

const auth = () => ({ authorization: `JWT ${token}` });
const mib = 1024 * 1024;
const unsupported = (type: string) => ({ status: 415, body: { detail: `Unsupported media type "${type}" in request.` } });

async function groupCount(): Promise<number> {
  return ((await server.api.raw('GET', '/api/groups/', { headers: auth() })).body as unknown[]).length;
}

async function post(path: string, body: string | FormData, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body, headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? text : (JSON.parse(text) as unknown) };
}

/** How long `/_health` takes to answer. */
async function healthMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/_health`);
  await response.text();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('bodies of a type the route does not read', () => {
  const fileTypes = ['text/csv', 'text/csv; charset=utf-8', 'text/tab-separated-values', 'application/octet-stream'];

  it('are refused with 415 before anything reads them, anonymous or not', async () => {
    for (const type of [...fileTypes, 'text/plain', 'text/plain;charset=UTF-8', 'application/xml']) {
      const answer = await post('/api/user/token-auth/', 'username,password\na,b\n', { 'content-type': type });
      expect(answer, type).toEqual(unsupported(type));
    }
  });

  it('leave the server answering and write nothing, however many arrive at once', async () => {
    const groups = await groupCount();
    // Any size did it: the stream object, not its bytes, was what the check walked.
    const big = 'a,b\n'.repeat(4096);
    const attacks = fileTypes.flatMap((type) => [
      post('/api/user/token-auth/', big, { 'content-type': type }),
      post('/api/groups/', 'name\nPwned\n', { ...auth(), 'content-type': type }),
      post(`/api/database/tables/database/${databaseId}/`, big, { ...auth(), 'content-type': type }),
    ]);
    const health = await Promise.all([healthMs(), healthMs(), healthMs()]);
    const answers = await Promise.all(attacks);
    expect(Math.max(...health)).toBeLessThan(200);
    expect(answers.map((answer) => answer.status)).toEqual(attacks.map(() => 415));
    expect(await groupCount()).toBe(groups);
  });

  it('still reach the streamed import, the one route that reads a file body', async () => {
    const answer = await post(`/api/database/tables/database/${databaseId}/import-csv/?name=Streamed&first_row_header=true`, 'Name,Count\none,1\n', {
      ...auth(),
      'content-type': 'text/csv',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ table: { name: 'Streamed' } });
  });

  it('refuses a JSON body nested past the bound as a whole, and keeps answering', async () => {
    const deep = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answer = await post('/api/groups/', deep, { ...auth(), 'content-type': 'application/json' });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { non_field_errors: [{ error: 'The data may not be nested more than 64 levels deep.', code: 'max_depth' }] } },
    });
  });
});

describe('multipart bodies on JSON endpoints', () => {
  const tooLarge = { status: 413, body: { detail: 'The request body is too large.' } };

  it('count every field against the 1 MiB limit', async () => {
    const groups = await groupCount();
    const form = new FormData();
    form.append('name', 'Many fields');
    for (let i = 0; i < 3; i += 1) form.append(`padding${i}`, 'x'.repeat(mib / 2));
    expect(await post('/api/groups/', form, auth())).toEqual(tooLarge);
    const single = new FormData();
    single.append('name', 'x'.repeat(mib + 1));
    expect(await post('/api/groups/', single, auth())).toEqual(tooLarge);
    expect(await groupCount()).toBe(groups);
  });

  it('count file parts too, though nothing reads them', async () => {
    const groups = await groupCount();
    const form = new FormData();
    form.append('name', 'With files');
    form.append('a', new Blob([Buffer.alloc(mib / 2)]), 'a.bin');
    form.append('b', new Blob([Buffer.alloc(mib / 2)]), 'b.bin');
    expect(await post('/api/groups/', form, auth())).toEqual(tooLarge);
    const huge = new FormData();
    huge.append('file', new Blob([Buffer.alloc(3 * mib)]), 'huge.bin');
    expect(await post('/api/groups/', huge, auth())).toEqual(tooLarge);
    expect(await groupCount()).toBe(groups);
  });

  it('cap the number of parts and files', async () => {
    const groups = await groupCount();
    const fields = new FormData();
    for (let i = 0; i < 1011; i += 1) fields.append(`f${i}`, '1');
    const manyFields = await post('/api/groups/', fields, auth());
    expect(manyFields.status).toBe(400);
    expect((manyFields.body as { detail: string }).detail).toMatch(/^Multipart form parse error - /);
    const files = new FormData();
    files.append('name', 'Eleven files');
    for (let i = 0; i < 11; i += 1) files.append(`f${i}`, new Blob(['x']), 'x.txt');
    expect((await post('/api/groups/', files, auth())).status).toBe(400);
    expect(await groupCount()).toBe(groups);
  });

  it('still read a form within the limits', async () => {
    const form = new FormData();
    form.append('name', 'Within limits');
    form.append('ignored', new Blob([Buffer.alloc(1000)]), 'ignored.bin');
    const answer = await post('/api/groups/', form, auth());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Within limits' });
  });
});

describe('file names', () => {
  // A NUL in a part's RFC 5987 `filename*` reached the database as it was: a 500.
  it('are stored without control characters, however the client encoded them', async () => {
    const boundary = 'cellar-boundary';
    const body = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''re%00port%09%1B.txt`,
      'Content-Type: text/plain',
      '',
      'contents of a report',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await post('/api/user-files/upload-file/', body, { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(answer.body).toMatchObject({ original_name: 'report.txt', mime_type: 'text/plain' });
  });

  it('taken from a URL are cleaned the same way', async () => {
    server.fileHost.serve('/in%00voice%09.txt', 'an invoice');
    const answer = await post('/api/user-files/upload-via-url/', JSON.stringify({ url: server.fileHost.url('/in%00voice%09.txt') }), { ...auth(), 'content-type': 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ original_name: 'invoice.txt' });
  });
});
