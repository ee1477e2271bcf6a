import type { Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { linkedTables, valueOf } from './formula-fixture.js';

// Formulas reading the clock (issue 34: "NOW()/TODAY() refresh on a schedule and on read of stale
// rows"): no write makes them stale, so the server recomputes them — every interval, and when a table
// whose last refresh is older than the interval is read — with what reads them following.

let server: TestServer;
let t: Awaited<ReturnType<typeof linkedTables>>;

beforeAll(async () => {
  server = await startTestServer({ formulas: { refreshIntervalSeconds: 600 } });
  t = await linkedTables(server);
});
afterAll(() => server.close());

// The API shows times to the second; what the refresh wrote is read to the microsecond, so the test needs no wait.
const storedTime = async (tableId: number, fieldId: number, rowId: number): Promise<number> => {
  const { rows } = await sql<{ at: string }>`select extract(epoch from ${sql.ref(`field_${fieldId}`)})::text as at from ${sql.table(`database_table_${tableId}`)} where id = ${rowId}`.execute(server.db.kysely);
  return Number(rows[0]?.at);
};

const listRows = async (tableId: number): Promise<Row[]> => ((await t.call('GET', `/api/database/rows/table/${tableId}/`)).body as { results: Row[] }).results;

describe('Formulas reading the clock', () => {
  it('are recomputed by the schedule with what reads them; today() rows are not rewritten', async () => {
    const now = await t.fieldIn(t.table.id, { name: 'Checked', type: 'formula', formula: 'now()' });
    const stamp = await t.fieldIn(t.table.id, { name: 'Stamp', type: 'formula', formula: "totext(field('Checked'))" });
    const today = await t.fieldIn(t.table.id, { name: 'Today', type: 'formula', formula: 'today()' });
    const row = await t.row(t.table.id, {});
    const before = await storedTime(t.table.id, now.id, row.id);
    expect(valueOf(row, today)).toBe(new Date().toISOString().slice(0, 10));

    const turn = await server.services.formulaTimeRefresher.sweep();
    const after = await t.read(t.table.id, row.id);
    expect(await storedTime(t.table.id, now.id, row.id)).toBeGreaterThan(before);
    // What reads it followed: the same instant, as text.
    expect(String(valueOf(after, stamp))).toBe(String(valueOf(after, now)).slice(0, 16).replace('T', ' '));
    // Every row of every table holding such a formula, once; today() moved in none of them.
    expect(turn.tables).toBeGreaterThanOrEqual(1);
    expect(turn.rowsChanged).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, today)).toBe(valueOf(row, today));
  });

  it('are refreshed when a table is read after its last refresh is older than the interval', async () => {
    const invoices = t.invoicesTable.id;
    const seen = await t.fieldIn(invoices, { name: 'Seen', type: 'formula', formula: 'now()' });
    const invoice = await t.row(invoices, {});
    const first = await storedTime(invoices, seen.id, invoice.id);
    expect(valueOf(invoice, seen)).not.toBeNull();
    // The first read after start finds the table never refreshed in this process: a refresh starts
    // in the background; waited for here, as an open grid would be told by force_view_rows_refresh.
    await listRows(invoices);
    await server.services.formulaTimeRefresher.noticeRead(invoices);
    const refreshed = await storedTime(invoices, seen.id, invoice.id);
    expect(refreshed).toBeGreaterThan(first);

    // Within the interval a read leaves the values as they are; past it, the next read refreshes.
    await listRows(invoices);
    expect(server.services.formulaTimeRefresher.noticeRead(invoices)).toBeUndefined();
    expect(await storedTime(invoices, seen.id, invoice.id)).toBe(refreshed);
    server.clock.advance(601);
    const refreshing = server.services.formulaTimeRefresher.noticeRead(invoices);
    expect(refreshing).toBeDefined();
    await refreshing;
    expect(await storedTime(invoices, seen.id, invoice.id)).toBeGreaterThan(refreshed);
  });
});
