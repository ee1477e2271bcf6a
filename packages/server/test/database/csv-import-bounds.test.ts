import { request } from 'node:http';
import { applicationEndpoints, type Table } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/accounts/users.repo.js';
import { userCaller, type Caller } from '../../src/callers/caller.js';
import { csvImportService } from '../../src/database/import/csv-import.service.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Issue 30, point 3: a streamed import is bounded by the request's size, the rows a new table may
// hold and the group's tables, and writes its rows in batches bounded by characters as well as
// rows. Every refusal is a 4xx in the contract's envelope and leaves no table behind.

const maxBytes = 256 * 1024;
const rowLimit = 50;
// A fresh account's group holds the two example tables.
const tablesPerGroup = 4;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ importMaxBytes: maxBytes, initialTableDataLimit: rowLimit, quotas: { tablesPerGroup } });
});
afterAll(() => server.close());

interface Account {
  token: string;
  databaseId: number;
  caller: Caller;
}

async function account(): Promise<Account> {
  const signedUp = await server.signUp();
  const [database] = (await server.api.call(applicationEndpoints.listAllApplications, { token: signedUp.token })).body;
  const user = (await findUserByEmail(server.ctx.db.kysely, signedUp.email))!;
  return { token: signedUp.token, databaseId: database!.id, caller: userCaller(user) };
}

async function tableNames(who: Account): Promise<string[]> {
  const answer = await server.api.raw('GET', `/api/database/tables/database/${who.databaseId}/`, { headers: { authorization: `JWT ${who.token}` } });
  return (answer.body as Table[]).map((table) => table.name);
}

/** Sends the chunks as a chunked body (no Content-Length), as a browser streams a file. */
async function send(who: Account, name: string, chunks: Buffer[], headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/database/tables/database/${who.databaseId}/import-csv/?name=${name}`, {
    method: 'POST',
    headers: { authorization: `JWT ${who.token}`, 'content-type': 'text/csv', ...headers },
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(next);
      },
    }),
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: await response.json() };
}

/** `count` lines of `a,b` rows after a header, one chunk of about `bytes` each. */
function csvChunks(rows: number, rowBytes = 20): Buffer[] {
  const line = (i: number) => `row ${i},${'x'.repeat(Math.max(1, rowBytes - 10))}\n`;
  return [Buffer.from('Name,Note\n'), ...Array.from({ length: rows }, (_, i) => Buffer.from(line(i)))];
}

async function healthWithin(ms: number): Promise<void> {
  const started = performance.now();
  const answer = await fetch(`${server.url}/_health`);
  expect(answer.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(ms);
}

describe('a streamed import within its bounds', () => {
  it('refuses a file declared larger than IMPORT_MAX_MB before reading it, with 413 and no table', async () => {
    const who = await account();
    const before = await tableNames(who);
    const { hostname, port } = new URL(server.url);
    // Declares a file one byte too large, then sends nothing: the answer cannot wait for the bytes.
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = request(
        { hostname, port, method: 'POST', path: `/api/database/tables/database/${who.databaseId}/import-csv/?name=Declared`, headers: { authorization: `JWT ${who.token}`, 'content-type': 'text/csv', 'content-length': String(maxBytes + 1) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            // The rest is never sent: the client gives up, as one that was told no would.
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
          });
        },
      );
      req.on('error', reject);
      req.write('Name,Note\n');
    });
    expect(answer).toEqual({ status: 413, body: { error: 'ERROR_IMPORT_TOO_LARGE', detail: 'The file is larger than 256 KB, the most this server imports.' } });
    expect(await tableNames(who)).toEqual(before);
  });

  it('stops a streamed file at IMPORT_MAX_MB with 413, deletes the half-made table, and /_health answers meanwhile', async () => {
    const who = await account();
    const before = await tableNames(who);
    // ~1 MB in rows of 10 KB, four times the cap (and fewer rows than INITIAL_TABLE_DATA_LIMIT).
    const sending = send(who, 'Huge', csvChunks(100, 10_000));
    try {
      for (let probe = 0; probe < 5; probe += 1) await healthWithin(200);
    } finally {
      expect(await sending).toMatchObject({ status: 413, body: { error: 'ERROR_IMPORT_TOO_LARGE' } });
    }
    expect(await tableNames(who)).toEqual(before);
  });

  it('refuses more rows than INITIAL_TABLE_DATA_LIMIT (the header counted) and deletes the table', async () => {
    const who = await account();
    const before = await tableNames(who);
    expect(await send(who, 'Long', csvChunks(rowLimit))).toEqual({
      status: 400,
      body: { error: 'ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', detail: `The initial table data limit is ${rowLimit} rows.` },
    });
    expect(await tableNames(who)).toEqual(before);
    const fits = await send(who, 'Fits', csvChunks(rowLimit - 1));
    expect(fits).toMatchObject({ status: 200, body: { imported_rows: rowLimit - 1 } });
  });

  it('counts the tables quota in the transaction that makes the table: of two imports at the limit, one is refused', async () => {
    const who = await account();
    const service = csvImportService(server.ctx);
    const options = { separator: 'auto', encoding: 'utf-8', first_row_header: true, values_not_fitting: 'empty' as const };
    // Both imports pass the early check (the group holds 3 of 4) before either reads its file.
    expect((await send(who, 'Third', csvChunks(1))).status).toBe(200);
    const started: (() => void)[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* file(): AsyncGenerator<Buffer> {
      await new Promise<void>((resolve) => started.push(resolve));
      await gate;
      yield Buffer.from('Name\nrow\n');
    }
    const imports = ['Race A', 'Race B'].map((name) => service.importCsv(who.caller, who.databaseId, { ...options, name }, { body: file() }));
    await expect.poll(() => started.length).toBe(2);
    started.forEach((go) => go());
    release();
    const results = await Promise.allSettled(imports);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'ERROR_QUOTA_EXCEEDED' } });
    expect((await tableNames(who)).length).toBe(tablesPerGroup);
  });

  it('writes a batch once its cells reach the character budget, before 2,000 rows', async () => {
    const who = await account();
    const service = csvImportService(server.ctx, { rows: 2_000, characters: 10_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    async function* file(): AsyncGenerator<Buffer> {
      // 30 rows of ~1,000 characters: three batches' worth, then the file waits.
      yield Buffer.from(`Name,Note\n${Array.from({ length: 30 }, (_, i) => `row ${i},${'x'.repeat(1_000)}`).join('\n')}\n`);
      sent = true;
      await gate;
    }
    const importing = service.importCsv(who.caller, who.databaseId, { name: 'Wide rows', separator: 'auto', encoding: 'utf-8', first_row_header: true, values_not_fitting: 'empty' }, { body: file() });
    await expect.poll(() => sent).toBe(true);
    const made = () => server.ctx.db.kysely.selectFrom('database_tables').select('id').where('database_id', '=', who.databaseId).where('name', '=', 'Wide rows').executeTakeFirst();
    await expect.poll(made).toBeDefined();
    const table = (await made())!;
    const written = async () => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`database_table_${table.id}`)}`.execute(server.ctx.db.kysely)).rows[0]!.n);
    // With only a row budget nothing would be written until the file ends.
    await expect.poll(written).toBeGreaterThanOrEqual(20);
    release();
    expect(await importing).toMatchObject({ imported_rows: 30 });
    expect(await written()).toBe(30);
  });
});
