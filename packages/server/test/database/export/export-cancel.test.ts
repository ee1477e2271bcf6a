import type { ExportJob } from '@cellar/core';
import { sql } from 'kysely';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTableJobType } from '../../../src/database/export/export-table.job.js';
import { JobRunner } from '../../../src/jobs/job-runner.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';
import { emptyTable } from '../helpers.js';
import { exportEnded, readExport, startExport } from './export-helpers.js';

// An export that stops before its end: cancelled by its person mid-way, or refused when it starts
// because its person left the group. The app's runner is swapped for one that hears of a cancel
// within milliseconds (production's heartbeat is every five seconds).

let server: TestServer;
let runner: JobRunner;
beforeAll(async () => {
  server = await startTestServer();
  await server.services.jobRunner.stop();
  const deps = { rowReader: server.services.rowReader, mediaStorage: server.services.mediaStorage };
  runner = new JobRunner(server.ctx, [exportTableJobType as never], deps, { concurrency: 1, pollMs: 20, heartbeatMs: 20, staleMs: 60_000 });
});
afterAll(async () => {
  await runner.stop();
  await server.close();
});

// Files of a job in the export folder, finished or partial.
function filesOf(jobId: number): string[] {
  const folder = join(server.mediaDir, 'export_files');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith(`${jobId}-`)) : [];
}

describe('an export that stops', () => {
  it('cancelled mid-way leaves no file, not even a part', async () => {
    const t = await emptyTable(server);
    await sql`insert into ${sql.table(`database_table_${t.table.id}`)} ("order", ${sql.id(`field_${t.primary.id}`)})
      select g, 'row ' || g from generate_series(1, 100000) as g`.execute(server.db.kysely);
    const started = await startExport(server, t.token, t.table.id, { exporter_type: 'csv' });
    const jobId = (started.body as ExportJob).id;
    runner.start();
    await expect.poll(async () => ((await readExport(server, t.token, jobId)).body as ExportJob).progress_percentage, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    const cancelled = await server.api.raw('POST', `/api/jobs/${jobId}/cancel/`, { headers: { authorization: `JWT ${t.token}` } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const job = await exportEnded(server, t.token, jobId);
    expect(job).toMatchObject({ state: 'cancelled', url: null, exported_file_name: null });
    expect(job.progress_percentage).toBeLessThan(100);
    await runner.idle();
    expect(filesOf(jobId)).toEqual([]);
  });

  it('fails, writing nothing, when its person left the group before it started', async () => {
    const t = await emptyTable(server);
    await runner.stop();
    const started = await startExport(server, t.token, t.table.id, { exporter_type: 'json' });
    const jobId = (started.body as ExportJob).id;
    const job = await server.db.kysely.selectFrom('jobs').select(['user_id', 'group_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
    await server.db.kysely.deleteFrom('group_users').where('user_id', '=', job.user_id).where('group_id', '=', job.group_id).execute();
    runner.start();
    await expect.poll(async () => (await server.db.kysely.selectFrom('jobs').select(['state', 'human_readable_error']).where('id', '=', jobId).executeTakeFirstOrThrow())).toMatchObject({
      state: 'failed',
      human_readable_error: expect.stringMatching(/^You no longer have access/),
    });
    await runner.idle();
    expect(filesOf(jobId)).toEqual([]);
  });
});
