import type { ExportJob } from '@cellar/core';
import { expect } from 'vitest';
import type { TestServer } from '../../helpers/test-server.js';

/** Starts an export through the API; the raw answer. */
export function startExport(server: TestServer, token: string, tableId: number, body: Record<string, unknown>) {
  return server.api.raw('POST', `/api/database/export/table/${tableId}/`, { json: body, headers: { authorization: `JWT ${token}` } });
}

/** An export job as its person reads it. */
export function readExport(server: TestServer, token: string, jobId: number) {
  return server.api.raw('GET', `/api/database/export/${jobId}/`, { headers: { authorization: `JWT ${token}` } });
}

/** Polls an export job until it has ended, and gives it. */
export async function exportEnded(server: TestServer, token: string, jobId: number): Promise<ExportJob> {
  const read = async () => (await readExport(server, token, jobId)).body as ExportJob;
  await expect.poll(read, { timeout: 10_000, interval: 20 }).toSatisfy((job: ExportJob) => ['finished', 'failed', 'cancelled'].includes(job.state));
  return read();
}

/** Exports and waits for the file; the finished job. */
export async function exported(server: TestServer, token: string, tableId: number, body: Record<string, unknown>): Promise<ExportJob> {
  const started = await startExport(server, token, tableId, body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const job = await exportEnded(server, token, (started.body as ExportJob).id);
  expect(job.state).toBe('finished');
  return job;
}

/** Downloads a finished export's file from this server's /media/ (the job's URL names the configured MEDIA_URL). */
export async function download(server: TestServer, job: ExportJob): Promise<{ response: Response; bytes: Buffer }> {
  const path = new URL(job.url ?? '').pathname;
  // No connection kept alive after the download: the server's close would wait for it.
  const response = await fetch(`${server.url}${path}`, { headers: { connection: 'close' } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
