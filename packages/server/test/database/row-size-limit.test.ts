import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Issue 14, point 4: a row wider than PostgreSQL's 8 KB page ("row is too big") is a 400 that
// names the limit, not a 500, and nothing of it is written. Each long text is moved out of the
// row, but leaves an 18-byte pointer behind: five hundred of them no longer fit one page.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a row too wide for the database', () => {
  it('is refused with a 400 naming the limit, and nothing is written', async () => {
    const t = await emptyTable(server);
    const fields = [t.primary];
    for (let i = 1; i < 500; i += 1) fields.push(await t.addField({ name: `Text ${i}`, type: 'long_text' }));
    // Random text does not compress, so every value is moved out of the row.
    const values = Object.fromEntries(fields.map((field) => [`field_${field.id}`, randomBytes(750).toString('hex')]));
    const answer = await t.addRow(values);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'ERROR_ROW_TOO_BIG', detail: expect.stringContaining('too large') });
    expect(await t.rows()).toEqual([]);
    // A narrower row of the same table still goes in.
    expect((await t.addRow({ [`field_${t.primary.id}`]: 'fits' })).status).toBe(200);
  }, 120_000);
});
