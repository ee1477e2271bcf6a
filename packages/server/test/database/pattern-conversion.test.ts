import { isValidEmail, isValidUrl } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Core's e-mail and URL patterns run as JS in the browser and the API, and as SQL in conversions:
// the same text must be valid in both, on whichever engine this run uses.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const local = (length: number) => 'a'.repeat(length);

describe(`text converted by core's patterns on the ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'} engine`, () => {
  it('→ email keeps exactly what core calls an address: 254 characters at most, a dot-free TLD', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'E', type: 'text' });
    const texts = [
      'ada@example.com',
      ' ADA@Mail.Example.co.uk\t',
      `${local(242)}@example.com`,
      `\u00a0${local(242)}@example.com `,
      `${local(243)}@example.com`,
      'ada@example..com',
      'ada@.example.com',
      'ada@example.c.d',
      'mail ada@example.com',
      `a@${'.'.repeat(100_000)}@`,
      `a@${'a.'.repeat(50_000)} x`,
    ];
    for (const text of texts) await t.addRow({ [`field_${field.id}`]: text });
    await t.patchField(field.id, { type: 'email' });
    const converted = (await t.rows()).map((row) => cell(row, field));
    expect(converted).toEqual(texts.map((text) => (isValidEmail(text) ? text : '')));
    expect(texts.map(isValidEmail)).toEqual([true, true, true, true, false, false, false, false, false, false, false]);
  });

  it('→ url keeps only http, https, ftp and ftps links, anchored', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'U', type: 'text' });
    const texts = [
      'https://cellar.dev/a?b=c',
      'ftps://files.example.com',
      'javascript:alert(1)//http://x',
      'javascript://cellar.example.com/%0Aalert(1)//',
      'data:text/html,<script>alert(1)</script>',
      'see https://cellar.dev',
    ];
    for (const text of texts) await t.addRow({ [`field_${field.id}`]: text });
    await t.patchField(field.id, { type: 'url' });
    const converted = (await t.rows()).map((row) => cell(row, field));
    expect(converted).toEqual(['https://cellar.dev/a?b=c', 'ftps://files.example.com', '', '', '', '']);
    expect(texts.map(isValidUrl)).toEqual([true, true, false, false, false, false]);
  });

  it('refuses an e-mail cell over 254 characters through the API', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'E', type: 'email' });
    const answer = await t.addRow({ [`field_${field.id}`]: `${local(243)}@example.com` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { [`field_${field.id}`]: [{ code: 'invalid' }] } });
    expect((await t.addRow({ [`field_${field.id}`]: `${local(242)}@example.com` })).status).toBe(200);
  });
});
