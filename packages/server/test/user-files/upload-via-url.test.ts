import { maxUserFileBytes } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { contractError, pngOf, uploadUrl } from './upload-helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signUp()).token;
});
afterAll(() => server.close());

const unreachable = contractError('ERROR_FILE_URL_COULD_NOT_BE_REACHED', 'The provided URL could not be reached.');
const rowCount = async () => Number((await server.db.kysely.selectFrom('user_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function expectUnreachable(url: string) {
  const answer = await uploadUrl(server, token, url);
  expect({ url, status: answer.status, body: answer.body }).toEqual({ url, status: 400, body: unreachable });
}

describe('upload-via-url (contract §4)', () => {
  it('downloads a file, names it after the last path segment without the query, and detects images', async () => {
    server.fileHost.serve('/pictures/cat.png', await pngOf(40, 20));
    const answer = await uploadUrl(server, token, `${server.fileHost.url('/pictures/cat.png')}?size=large#top`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ original_name: 'cat.png', mime_type: 'image/png', is_image: true, image_width: 40, image_height: 20 });
    expect((answer.body as { name: string }).name).toMatch(/\.png$/);
  });

  it('follows a few redirects on the allowed host, but not too many', async () => {
    server.fileHost.serve('/final.txt', 'arrived');
    server.fileHost.redirect('/hop1', '/hop2');
    server.fileHost.redirect('/hop2', server.fileHost.url('/final.txt'), 301);
    expect((await uploadUrl(server, token, server.fileHost.url('/hop1'))).body).toMatchObject({ original_name: 'hop1', size: 7 });
    for (let hop = 0; hop < 8; hop += 1) server.fileHost.redirect(`/loop${hop}`, `/loop${hop + 1}`);
    await expectUnreachable(server.fileHost.url('/loop0'));
  });

  it('refuses schemes other than http and https, and malformed URLs as body errors', async () => {
    const ftp = await uploadUrl(server, token, 'ftp://example.com/file.txt');
    expect({ status: ftp.status, body: ftp.body }).toEqual({ status: 400, body: contractError('ERROR_INVALID_FILE_URL', 'The provided URL is not valid.') });
    for (const url of ['file:///etc/passwd', 'not a url', 'gopher://127.0.0.1:6379/_PING']) {
      const answer = await uploadUrl(server, token, url);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { url: [{ error: 'Enter a valid URL.', code: 'invalid' }] } },
      });
    }
  });

  it('refuses loopback, link-local, private and reserved addresses in any spelling', async () => {
    const port = server.fileHost.port;
    for (const host of ['127.0.0.1', '2130706433', '0x7f.1', '017700000001', '127.1', '[::1]', '[::ffff:127.0.0.1]', '169.254.169.254', '10.0.0.1', '192.168.0.1', '0.0.0.0', '[fc00::1]', '[fe80::1]', '224.0.0.1']) {
      // Any port but the file host's own (the test exception is 127.0.0.1 on that port, exactly).
      await expectUnreachable(`http://${host}:${port + 1}/secret`);
    }
    // The exception is the exact address (as parsed): other loopback addresses on its port stay refused.
    for (const host of ['[::ffff:127.0.0.1]', '[::1]', '127.0.0.2']) await expectUnreachable(`http://${host}:${port}/secret`);
    expect(server.fileHost.requests).not.toContain('/secret');
  });

  it('refuses names that resolve to forbidden addresses, including when any one answer is forbidden', async () => {
    server.fileHost.dns.set('metadata.test', [{ address: '169.254.169.254', family: 4 }]);
    server.fileHost.dns.set('mixed.test', [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }]);
    server.fileHost.dns.set('six.test', [{ address: '::1', family: 6 }]);
    for (const url of ['http://metadata.test/latest/meta-data/', 'http://mixed.test/', 'http://six.test/', 'http://localhost/', 'http://nonexistent.invalid/']) await expectUnreachable(url);
  });

  it('connects to the address it checked, never resolving the name a second time (DNS rebinding)', async () => {
    // Only the policy's resolver knows this name; a connection that looked it up again would fail.
    server.fileHost.dns.set('pinned.test', [{ address: '127.0.0.1', family: 4 }]);
    server.fileHost.serve('/pinned.txt', 'pinned');
    const answer = await uploadUrl(server, token, `http://pinned.test:${server.fileHost.port}/pinned.txt`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ original_name: 'pinned.txt', size: 6 });
  });

  it('checks every redirect hop: the allowed host cannot redirect to a forbidden one', async () => {
    const targets = ['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://2130706433/', 'http://localhost/', 'file:///etc/passwd'];
    for (const [index, target] of targets.entries()) {
      server.fileHost.redirect(`/bounce${index}`, target);
      await expectUnreachable(server.fileHost.url(`/bounce${index}`));
    }
    // Redirected to the allowed port under another spelling of loopback: still refused.
    server.fileHost.serve('/inside', 'private');
    server.fileHost.redirect('/sneaky', `http://[::ffff:127.0.0.1]:${server.fileHost.port}/inside`);
    await expectUnreachable(server.fileHost.url('/sneaky'));
  });

  it('answers non-2xx responses and broken connections as unreachable', async () => {
    server.fileHost.handle('/gone', (_request, response) => response.writeHead(500).end('oops'));
    server.fileHost.handle('/cut', (_request, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('partial');
      response.destroy();
    });
    await expectUnreachable(server.fileHost.url('/gone'));
    await expectUnreachable(server.fileHost.url('/missing'));
    await expectUnreachable(server.fileHost.url('/cut'));
  });

  it('stops reading one byte past 20 MB and answers 413, storing nothing', async () => {
    const rows = await rowCount();
    let sent = 0;
    server.fileHost.handle('/endless', (_request, response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const pump = () => {
        while (sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('error', () => undefined);
      pump();
    });
    const answer = await uploadUrl(server, token, server.fileHost.url('/endless'));
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 413, body: contractError('ERROR_FILE_SIZE_TOO_LARGE', 'The provided file is too large. Max 20MB is allowed.') });
    expect(sent).toBeLessThan(100 * 1024 * 1024);
    server.fileHost.serve('/exact.bin', Buffer.alloc(maxUserFileBytes, 3));
    expect((await uploadUrl(server, token, server.fileHost.url('/exact.bin'))).status).toBe(200);
    expect(await rowCount()).toBe(rows + 1);
  });
});
