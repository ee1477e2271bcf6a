import { randomBytes } from 'node:crypto';
import type { Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Large: two server processes started from the sources, then 20 clients × 100 creates (~8 s).

// Issue 14: concurrent-writers.test.ts with one server process, here with two on one PostgreSQL
// database, as behind a load balancer. Both are real processes, started from the sources: two
// apps in one would share the in-process table lock, leaving only the advisory lock of the
// write's transaction to prove, and a server in the test's own process would share its event
// loop with the clients. The test's server only signs up and reads. Only PostgreSQL can be shared
// by processes (the embedded engine locks its directory).
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients = 20;
const createsPerClient = 100;
const insertsBefore = 20;

type Scratch = Awaited<ReturnType<typeof emptyTable>>;

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** `order` values `steps` steps of 10^-20 below a whole number, as numeric(40, 20) prints them. */
function stepsBelow(whole: number, steps: number): string {
  return `${whole - 1}.${(10n ** 20n - BigInt(steps)).toString().padStart(20, '0')}`;
}

describe.skipIf(!databaseUrl)('two server processes writing to one table on PostgreSQL', () => {
  let first: TestServer;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    first = await startTestServer();
    const { rows: [current] } = await sql<{ name: string }>`select current_database() as name`.execute(first.db.kysely);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${current?.name}`;
    // Configured as several processes are in production: one database, one secret key, one Redis
    // (under a prefix of this run's own; row writes only publish events there, they keep no keys).
    const redisKeyPrefix = `cellar-test-${randomBytes(6).toString('hex')}`;
    const env = { DATABASE_URL: url.href, SECRET_KEY: first.ctx.config.secretKey, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await first?.close();
  });

  const output = () => servers.map((server, i) => `process ${i + 1}:\n${server.output()}`).join('\n');

  /** Sends a row create to the first process or the second. */
  async function addRow(t: Scratch, on: 0 | 1, values: Record<string, unknown>, before?: number): Promise<{ status: number; body: unknown }> {
    const query = before ? `?before=${before}` : '';
    const response = await fetch(`${servers[on]!.url}/api/database/rows/table/${t.table.id}/${query}`, {
      method: 'POST',
      body: JSON.stringify(values),
      headers: { authorization: `JWT ${t.token}`, 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function allRows(t: Scratch): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const batch = await t.rows(`&page=${page}`);
      rows.push(...(batch ?? []));
      if (!batch || batch.length < 200) return rows;
    }
  }

  it(`${clients} clients × ${createsPerClient} creates, alternating processes: every row once, every order unique and whole`, async () => {
    const t = await emptyTable(first);
    const name = `field_${t.primary.id}`;
    const latencies: number[][] = [[], []];
    const started = performance.now();
    const statuses = (
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          const answers: number[] = [];
          for (let i = 0; i < createsPerClient; i += 1) {
            const on = ((client + i) % 2) as 0 | 1;
            const sent = performance.now();
            const answer = await addRow(t, on, { [name]: `c${client}-${i}` });
            latencies[on]!.push(performance.now() - sent);
            answers.push(answer.status);
          }
          return answers;
        }),
      )
    ).flat();
    const ms = performance.now() - started;
    const total = clients * createsPerClient;
    expect(statusCounts(statuses), output()).toEqual({ 200: total });

    const rows = await allRows(t);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    const values = rows.map((row) => row[name as keyof Row] as string).sort();
    const sent = Array.from({ length: clients }, (_, client) => Array.from({ length: createsPerClient }, (_, i) => `c${client}-${i}`)).flat().sort();
    expect(values).toEqual(sent);
    // Appends take the next whole number (contract §10.2): 1 … n, no gaps, no repeats; and since
    // both processes' writers took turns, the ids (given under the same lock) rise with the orders.
    expect(rows.map((row) => row.order)).toEqual(Array.from({ length: total }, (_, i) => `${i + 1}.00000000000000000000`));
    expect(rows.every((row, i) => i === 0 || row.id > rows[i - 1]!.id)).toBe(true);

    console.log(
      `[two processes] ${total} creates by ${clients} clients in ${Math.round(ms)} ms (${Math.round(total / (ms / 1000))} rows/s); ` +
        latencies.map((l, on) => `process ${on + 1}: ${l.length} creates, p50 ${percentile(l, 50)} ms, p95 ${percentile(l, 95)} ms, max ${percentile(l, 100)} ms`).join('; '),
    );
  }, 300_000);

  it(`${insertsBefore} simultaneous inserts before one row, split across processes, all land just before it`, async () => {
    const t = await emptyTable(first);
    const name = `field_${t.primary.id}`;
    const head = (await addRow(t, 0, { [name]: 'first' })).body as Row;
    const target = (await addRow(t, 1, { [name]: 'target' })).body as Row;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: insertsBefore }, (_, i) => addRow(t, (i % 2) as 0 | 1, { [name]: `before ${i}` }, target.id)));
    const ms = performance.now() - started;
    expect(statusCounts(answers.map((answer) => answer.status)), output()).toEqual({ 200: insertsBefore });

    const rows = await t.rows();
    expect(rows.map((row) => row.id)).toEqual([head.id, ...rows.slice(1, -1).map((row) => row.id), target.id]);
    const inserted = rows.slice(1, -1);
    expect(new Set(inserted.map((row) => row.id))).toEqual(new Set(answers.map((answer) => (answer.body as Row).id)));
    // Each went immediately before the target at its commit, moving the earlier ones down one step:
    // together they fill the steps just below it, in the order they committed (their ids rose
    // under the table's lock), whichever process served them.
    expect(inserted.map((row) => row.order)).toEqual(Array.from({ length: insertsBefore }, (_, i) => stepsBelow(2, insertsBefore - i)));
    expect(inserted.every((row, i) => i === 0 || row.id > inserted[i - 1]!.id)).toBe(true);
    expect(rows.at(-1)?.order).toBe('2.00000000000000000000');
    console.log(`[two processes] ${insertsBefore} inserts before one row, split across both processes, in ${Math.round(ms)} ms`);
  }, 60_000);
});
