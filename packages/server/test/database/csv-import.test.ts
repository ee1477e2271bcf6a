import type { CsvImportResult, Row, Table } from '@cellar/core';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Cellar's streamed CSV import (issue 12, point 2): the file is the request body, parsed and
// written as it arrives; refused lines go to a report; a broken or abandoned import leaves no table.

let server: TestServer;
let token: string;
let databaseId: number;
beforeAll(async () => {
  server = await startTestServer();
  const t = await emptyTable(server);
  token = t.token;
  databaseId = t.table.database_id;
});
afterAll(() => server.close());

const path = (query: string) => `/api/database/tables/database/${databaseId}/import-csv/?${query}`;

/** Sends `chunks` one by one as the body, as a browser streaming a file does, and answers status and body. */
async function send(query: string, chunks: (string | Buffer)[], contentType = 'text/csv'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path(query)}`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': contentType },
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(typeof next === 'string' ? Buffer.from(next) : next);
      },
    }),
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: await response.json() };
}

async function tables(): Promise<Table[]> {
  return (await server.api.raw('GET', `/api/database/tables/database/${databaseId}/`, { headers: { authorization: `JWT ${token}` } })).body as Table[];
}

async function rowsOf(tableId: number, size = 200, page = 1): Promise<{ count: number; results: Row[] }> {
  return (await server.api.raw('GET', `/api/database/rows/table/${tableId}/?size=${size}&page=${page}`, { headers: { authorization: `JWT ${token}` } })).body as { count: number; results: Row[] };
}

describe('importing a CSV file streamed as the body', () => {
  it('makes a table of every line, split across chunks anywhere, and reports the lines it could not take', async () => {
    const lines = ['Name,Count,Note'];
    for (let i = 1; i <= 12_000; i += 1) lines.push(`Item ${i},${i},"a note, with a comma ${i}"`);
    lines[500] = 'Broken,1,2,3';
    lines[900] = 'Nul\u0000here,2,x';
    const text = `\uFEFF${lines.join('\r\n')}\r\n`;
    // Chunks cut in the middle of quotes, lines and a multi-byte character's bytes.
    const bytes = Buffer.from(text.replace('Item 7,', 'Ítem 7,'));
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += 7_777) chunks.push(bytes.subarray(start, start + 7_777));

    const { status, body } = await send('name=Stock&first_row_header=true', chunks);
    expect(status).toBe(200);
    const result = body as CsvImportResult;
    expect(result).toMatchObject({ imported_rows: 11_998, rejected_rows: 2 });
    expect(result.report).toEqual([
      { line: 501, error: 'This line has 4 cells; the first line has 3.' },
      { line: 901, error: 'Null characters are not allowed.' },
    ]);
    expect(result.table.name).toBe('Stock');
    const fields = (await server.api.raw('GET', `/api/database/fields/table/${result.table.id}/`, { headers: { authorization: `JWT ${token}` } })).body as { id: number; name: string }[];
    expect(fields.map((field) => field.name)).toEqual(['Name', 'Count', 'Note']);
    const first = await rowsOf(result.table.id, 10);
    expect(first.count).toBe(11_998);
    expect(first.results.map((row) => [row[`field_${fields[0]!.id}`], row[`field_${fields[2]!.id}`]])[6]).toEqual(['Ítem 7', 'a note, with a comma 7']);
    const last = await rowsOf(result.table.id, 1, 11_998);
    expect(last.results[0]![`field_${fields[0]!.id}`]).toBe('Item 12000');
  }, 120_000);

  it('reads the separator and encoding asked for, or guesses the separator', async () => {
    const latin = Buffer.from('Stadt;Straße\nMünchen;Leopoldstraße\n', 'latin1');
    const { status, body } = await send('name=Cities&separator=%3B&encoding=windows-1252', [latin]);
    expect(status).toBe(200);
    const table = (body as CsvImportResult).table;
    const fields = (await server.api.raw('GET', `/api/database/fields/table/${table.id}/`, { headers: { authorization: `JWT ${token}` } })).body as { name: string }[];
    expect(fields.map((field) => field.name)).toEqual(['Stadt', 'Straße']);
    expect(Object.values((await rowsOf(table.id)).results[0]!).slice(2)).toEqual(['München', 'Leopoldstraße']);

    const tabs = await send('name=Tabs&first_row_header=false', ['a\tb\tc\n1\t2\t3\n'], 'text/tab-separated-values');
    expect(tabs.body).toMatchObject({ imported_rows: 2, rejected_rows: 0 });
  });

  it('answers 4xx for what it cannot import, and leaves no table behind', async () => {
    const before = (await tables()).length;
    expect(await send('name=Empty', [])).toEqual({ status: 400, body: { error: 'ERROR_IMPORT_EMPTY', detail: 'This CSV file is empty.' } });
    expect(await send('name=Blank', ['\n\n\r\n'])).toMatchObject({ status: 400, body: { error: 'ERROR_IMPORT_EMPTY' } });
    expect(await send('name=', ['a,b\n'])).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION' } });
    expect(await send(`name=${'x'.repeat(256)}`, ['a,b\n'])).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION' } });
    expect(await send('name=Odd&encoding=klingon', ['a,b\n'])).toMatchObject({ status: 400, body: { error: 'ERROR_IMPORT_BROKEN_FILE' } });
    expect(await send('name=Wide', [`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`])).toMatchObject({ status: 400, body: { error: 'ERROR_QUOTA_EXCEEDED' } });
    expect(await send('name=Json', ['{"a": 1}'], 'application/json')).toMatchObject({ status: 400, body: { error: 'ERROR_IMPORT_EMPTY' } });
    // A quote that never closes swallows the rest into one record: reported, not a 5xx.
    const unclosed = await send('name=Quote', ['a,b\n1,2\n"3,4\n5,6\n']);
    expect(unclosed.status).toBe(200);
    expect(unclosed.body).toMatchObject({ imported_rows: 1, rejected_rows: 1, report: [{ line: 4, error: 'A quote opened on this line never closes.' }] });
    const other = await send('name=Other', ['a,b\n'], 'text/csv');
    expect(other.status).toBe(200);
    expect((await tables()).length).toBe(before + 2);
    const unauthenticated = await fetch(`${server.url}${path('name=Nobody')}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b\n' });
    expect(unauthenticated.status).toBe(401);
  });

  it('deletes the half-made table when the client goes away mid-file', async () => {
    const before = (await tables()).map((table) => table.name);
    const { hostname, port } = new URL(server.url);
    const req = request({ hostname, port, method: 'POST', path: path('name=Abandoned'), headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' } });
    req.on('error', () => undefined);
    req.write('Name,Count\n');
    for (let part = 0; part < 5; part += 1) req.write(`${Array.from({ length: 2_000 }, (_, i) => `row ${part}-${i},${i}`).join('\n')}\n`);
    // The table exists while its rows arrive (not yet announced); then the client goes away.
    await expect.poll(async () => (await tables()).map((table) => table.name), { timeout: 10_000 }).toContain('Abandoned');
    req.destroy();
    await expect.poll(async () => (await tables()).map((table) => table.name), { timeout: 10_000 }).toEqual(before);
  });
});
