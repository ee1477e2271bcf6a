import { applicationEndpoints, type CsvImportResult, type Row, type Table } from '@cellar/core';
import { sql } from 'kysely';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/accounts/users.repo.js';
import { userCaller } from '../../src/callers/caller.js';
import { csvImportService } from '../../src/database/import/csv-import.service.js';
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

  it("leaves out and reports the rows whose values would not fit their column's type, when asked", async () => {
    const columnTypes = encodeURIComponent(JSON.stringify({ '1': { type: 'number', number_decimal_places: 1 }, '2': { type: 'date', date_format: 'ISO' } }));
    const file = ['Name,Price,Due', 'Tea,2.5,2024-01-31', 'Cake,cheap,2024-02-01', 'Jam,3,someday', 'Milk,,', 'Bread,1.0,2024-03-01'].join('\n');
    const reported = await send(`name=Shop&column_types=${columnTypes}&values_not_fitting=report`, [file]);
    expect(reported).toMatchObject({
      status: 200,
      body: {
        imported_rows: 3,
        rejected_rows: 2,
        report: [
          { line: 3, error: 'Column "Price": "cheap" is not a number.' },
          { line: 4, error: 'Column "Due": "someday" is not a date (YYYY-MM-DD).' },
        ],
      },
    });
    const names = (await rowsOf((reported.body as CsvImportResult).table.id)).results.map((row) => Object.values(row)[2]);
    expect(names).toEqual(['Tea', 'Milk', 'Bread']);
    // Without the header the first line is a row, checked as the others are; the columns are then 'Field N'.
    const headless = await send(`name=Headless&first_row_header=false&column_types=${columnTypes}&values_not_fitting=report`, [file]);
    expect(headless.body).toMatchObject({ imported_rows: 3, rejected_rows: 3, report: [{ line: 1, error: 'Column "Field 2": "Price" is not a number.' }, { line: 3 }, { line: 4 }] });
    // Leaving the cells to the conversion (the default) keeps every row.
    expect((await send(`name=Kept&column_types=${columnTypes}`, [file])).body).toMatchObject({ imported_rows: 5, rejected_rows: 0 });
    // Column types that are not JSON of typed columns are refused before anything is made.
    for (const bad of ['{', encodeURIComponent('{"1":{"type":"link_row"}}'), encodeURIComponent('[1]'), 'x'.repeat(12_001)]) {
      expect(await send(`name=Bad&values_not_fitting=report&column_types=${bad}`, [file])).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION' } });
    }
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

  it('deletes the table when the client goes away after the whole file was read, while the last rows are saved', async () => {
    // The route aborts this signal when the connection closes; here it is aborted the moment the body's last byte is read.
    const account = await server.signUp();
    const user = (await findUserByEmail(server.ctx.db.kysely, account.email))!;
    const [database] = (await server.api.call(applicationEndpoints.listAllApplications, { token: account.token })).body;
    const gone = new AbortController();
    async function* file(): AsyncGenerator<Buffer> {
      yield Buffer.from(`Name,Count\n${Array.from({ length: 3_000 }, (_, i) => `row ${i},${i}`).join('\n')}\n`);
      gone.abort();
    }
    const options = { name: 'Late', separator: 'auto', encoding: 'utf-8', first_row_header: true, values_not_fitting: 'empty' as const };
    await expect(csvImportService(server.ctx).importCsv(userCaller(user), database!.id, options, { body: file(), cancelled: gone.signal })).rejects.toMatchObject({ code: 'ERROR_IMPORT_BROKEN_FILE' });
    const left = (await server.api.raw('GET', `/api/database/tables/database/${database!.id}/`, { headers: { authorization: `JWT ${account.token}` } })).body as Table[];
    expect(left.map((table) => table.name)).not.toContain('Late');
  });
  it('keeps every character COPY treats specially, and stamps the rows as an insert would, in file order', async () => {
    // Tabs, backslashes, line breaks and "\N" or "\." are COPY's own syntax; a short row's missing cells read "".
    const cells = [['tab\there', 'back\\slash \\N', '\\.'], ['two\nlines', 'cr\r\nlf', ''], ['short', '', '']];
    const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const text = `A,B,C\n${cells.map((row) => row.map(quoted).join(',')).join('\n').replace(',"",""', '')}\n`;
    const { status, body } = await send('name=Escapes', [text]);
    expect(status).toBe(200);
    const { table } = body as CsvImportResult;
    const fields = (await server.api.raw('GET', `/api/database/fields/table/${table.id}/`, { headers: { authorization: `JWT ${token}` } })).body as { id: number }[];
    const rows = (await rowsOf(table.id)).results;
    expect(rows.map((row) => fields.map((field) => row[`field_${field.id}`]))).toEqual(cells);
    const stamps = await sql<{ created_by: number | null; updated_by: number | null; same: boolean; order: string }>`
      select created_by, updated_by, created_on = updated_on as same, "order"::text as order from ${sql.table(`database_table_${table.id}`)} order by id`.execute(server.ctx.db.kysely);
    // The importer, as a row they add afterwards has it.
    const added = await server.api.raw('POST', `/api/database/rows/table/${table.id}/`, { json: {}, headers: { authorization: `JWT ${token}` } });
    expect(added.status).toBe(200);
    const author = stamps.rows.length === 3 ? (await sql<{ created_by: number }>`select created_by from ${sql.table(`database_table_${table.id}`)} where id = ${(added.body as Row).id}`.execute(server.ctx.db.kysely)).rows[0]!.created_by : null;
    expect(stamps.rows.map((row) => [row.created_by, row.updated_by, row.same, Number(row.order)])).toEqual([1, 2, 3].map((order) => [author, author, true, order]));
  });
});
