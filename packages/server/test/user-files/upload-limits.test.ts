import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { applicationEndpoints as apps, type Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedFiles } from '../../src/user-files/unused-files.js';
import { cell, emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { contractError, fetchMedia, pngOf, uploadBytes, uploadUrl } from './upload-helpers.js';

// Issue 30, point 4: uploads are bounded per user (stored bytes, uploads per hour, by file or by
// URL), an image whose sides are too unequal gets no thumbnails instead of seconds of CPU, and
// files no cell refers to are deleted after a grace period. Refusals store nothing. Cells of rows and
// fields in the trash, and a type change's backup, still refer to their files (issue 33).

const quotaBytes = 1024 * 1024;
const uploadsPerHour = 5;
// Under the JWT's hour, so that the accounts' tokens outlive the clock moved past it.
const graceSeconds = 600;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ quotas: { storageBytesPerUser: quotaBytes }, rateLimits: { uploadsPerUser: uploadsPerHour }, unusedFiles: { sweepIntervalSeconds: 0, graceSeconds } });
});
afterAll(() => server.close());

interface Stored {
  name: string;
  url: string;
  is_image: boolean;
  thumbnails: unknown;
}

const rowCount = async () => Number((await server.db.kysely.selectFrom('user_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const filesOnDisk = () => readdirSync(server.mediaDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
const stored = async () => ({ rows: await rowCount(), files: filesOnDisk() });

/** Empties the trash of the account's database and waits for it to be purged. */
async function emptyTrashOf(token: string): Promise<void> {
  const [database] = (await server.api.call(apps.listAllApplications, { token })).body;
  const emptied = await server.api.raw('DELETE', `/api/trash/workspace/${database?.group.id}/?application_id=${database?.id}`, { headers: { authorization: `JWT ${token}` } });
  expect(emptied.status).toBe(204);
  // Emptying queues the purge as a job; the sweep then finds nothing left that could fail.
  await server.services.jobRunner.idle();
  expect(await server.services.trashSweeper.sweep()).toMatchObject({ failed: 0 });
}

async function healthWithin(ms: number): Promise<void> {
  const started = performance.now();
  expect((await fetch(`${server.url}/_health`)).status).toBe(200);
  expect(performance.now() - started).toBeLessThan(ms);
}

describe('upload limits', () => {
  it("refuses an upload past the user's storage quota with ERROR_QUOTA_EXCEEDED, by file and by URL, storing nothing", async () => {
    const { token } = await server.signUp();
    const firstBytes = randomBytes(600 * 1024);
    const first = await uploadBytes(server, token, firstBytes, 'first.bin');
    expect(first.status).toBe(200);
    const before = await stored();
    const refusal = { status: 400, body: contractError('ERROR_QUOTA_EXCEEDED', 'Your uploaded files can take at most 1 MB on this server.') };
    const second = await uploadBytes(server, token, randomBytes(600 * 1024), 'second.bin');
    expect({ status: second.status, body: second.body }).toEqual(refusal);
    server.fileHost.serve('/big.bin', randomBytes(600 * 1024));
    const byUrl = await uploadUrl(server, token, server.fileHost.url('/big.bin'));
    expect({ status: byUrl.status, body: byUrl.body }).toEqual(refusal);
    expect(await stored()).toEqual(before);
    // The same file again costs nothing: it is the record that exists.
    const again = await uploadBytes(server, token, firstBytes, 'first.bin');
    expect(again.body).toMatchObject({ name: (first.body as Stored).name });
  });

  it('refuses uploads past UPLOAD_RATE_LIMIT per hour with 429, by file and by URL, storing and fetching nothing', async () => {
    const { token } = await server.signUp();
    for (let upload = 0; upload < uploadsPerHour; upload += 1) expect((await uploadBytes(server, token, `note ${upload}`, `note-${upload}.txt`)).status).toBe(200);
    const before = await stored();
    const refusal = { status: 429, body: contractError('ERROR_TOO_MANY_REQUESTS', 'Too many attempts, please wait a moment and try again.') };
    // A large file refused before it is read: the answer still arrives and the connection is freed.
    const byFile = await uploadBytes(server, token, randomBytes(5 * 1024 * 1024), 'more.bin');
    expect({ status: byFile.status, body: byFile.body }).toEqual(refusal);
    server.fileHost.serve('/limited.txt', 'fetched');
    const byUrl = await uploadUrl(server, token, server.fileHost.url('/limited.txt'));
    expect({ status: byUrl.status, body: byUrl.body }).toEqual(refusal);
    expect(server.fileHost.requests).not.toContain('/limited.txt');
    expect(await stored()).toEqual(before);
    // Counted per user: someone else still uploads.
    expect((await uploadBytes(server, (await server.signUp()).token, 'mine', 'mine.txt')).status).toBe(200);
  });

  it('stores an image whose sides differ more than 100 times as a plain file, without thumbnails, and stays responsive', async () => {
    const { token } = await server.signUp();
    // 396 bytes that took sharp 4.9 s of CPU to make thumbnails of.
    const line = await pngOf(100_000, 1);
    const uploading = uploadBytes(server, token, line, 'line.png');
    await healthWithin(200);
    const answer = await uploading;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ is_image: false, image_width: null, image_height: null, thumbnails: null, mime_type: 'image/png' });
    const column = await uploadBytes(server, token, await pngOf(1, 100_000), 'column.png');
    expect(column.body).toMatchObject({ is_image: false, thumbnails: null });
    // Within the ratio an image keeps its thumbnails.
    const wide = await uploadBytes(server, token, await pngOf(2_000, 20), 'wide.png');
    expect(wide.body).toMatchObject({ is_image: true, image_width: 2_000, image_height: 20, thumbnails: { tiny: { height: 21 } } });
  });
});

describe('the sweep of unused files', () => {
  it('deletes, after the grace period, the files no cell refers to: rows, bytes and thumbnails', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Files', type: 'file' });
    const loose = (await uploadBytes(server, t.token, await pngOf(30, 30), 'loose.png')).body as Stored;
    const kept = (await uploadBytes(server, t.token, 'in a cell', 'kept.txt')).body as Stored;
    const row = await t.addRow({ [`field_${field.id}`]: [{ name: kept.name }] });
    expect(row.status).toBe(200);

    // Recent uploads are spared, referenced or not.
    expect(await server.services.unusedFiles.sweep()).not.toEqual(expect.arrayContaining([loose.name]));
    expect((await fetchMedia(server, loose.url)).status).toBe(200);

    server.clock.advance(graceSeconds + 1);
    const deleted = await server.services.unusedFiles.sweep();
    expect(deleted).toContain(loose.name);
    expect(deleted).not.toContain(kept.name);
    expect((await fetchMedia(server, loose.url)).status).toBe(404);
    expect(readdirSync(server.mediaDir, { recursive: true }).map(String).filter((path) => path.includes(loose.name))).toEqual([]);
    expect(await server.db.kysely.selectFrom('user_files').select('name').where('name', '=', loose.name).executeTakeFirst()).toBeUndefined();
    expect((await fetchMedia(server, kept.url)).status).toBe(200);

    // A deleted row stays in the trash with its file, which a restore brings back.
    const rowId = (row.body as { id: number }).id;
    const removed = await server.api.raw('DELETE', `/api/database/rows/table/${t.table.id}/${rowId}/`, { headers: { authorization: `JWT ${t.token}` } });
    expect(removed.status).toBe(204);
    expect(await server.services.unusedFiles.sweep()).not.toContain(kept.name);
    expect((await fetchMedia(server, kept.url)).status).toBe(200);
    // Once the trash is emptied and purged, no cell refers to it: it goes too.
    await emptyTrashOf(t.token);
    expect(await server.services.unusedFiles.sweep()).toContain(kept.name);
    expect((await fetchMedia(server, kept.url)).status).toBe(404);
  });

  it('keeps the files of a field in the trash and of a type change that undo can take back, until they are purged', async () => {
    const t = await emptyTable(server);
    const session = randomUUID();
    const headers = { authorization: `JWT ${t.token}`, ClientSessionId: session };
    const field = await t.addField({ name: 'Files', type: 'file' });
    const converted = await t.addField({ name: 'Scans', type: 'file' });
    const inTrashed = (await uploadBytes(server, t.token, 'in a trashed field', 'trashed.txt')).body as Stored;
    const inBackup = (await uploadBytes(server, t.token, 'in a backup', 'backup.txt')).body as Stored;
    expect((await t.addRow({ [`field_${field.id}`]: [{ name: inTrashed.name }], [`field_${converted.id}`]: [{ name: inBackup.name }] })).status).toBe(200);
    expect((await server.api.raw('DELETE', `/api/database/fields/${field.id}/`, { headers })).status).toBe(204);
    // A file field made text: its cells are kept aside for undo.
    expect((await server.api.raw('PATCH', `/api/database/fields/${converted.id}/`, { json: { type: 'text' }, headers })).status).toBe(200);

    server.clock.advance(graceSeconds + 1);
    const swept = await server.services.unusedFiles.sweep();
    expect(swept).not.toContain(inTrashed.name);
    expect(swept).not.toContain(inBackup.name);
    // Undo brings the file cell back, and its file can still be read.
    const undone = await server.api.raw('PATCH', '/api/user/undo/', { json: { scopes: { table: t.table.id } }, headers });
    expect(undone.body).toMatchObject({ result_code: 'SUCCESS' });
    const [row] = await t.rows();
    expect((cell(row as Row, converted) as { name: string }[]).map((file) => file.name)).toEqual([inBackup.name]);
    expect((await fetchMedia(server, inBackup.url)).status).toBe(200);

    // The field purged from the trash lets go of its file.
    await emptyTrashOf(t.token);
    expect(await server.services.unusedFiles.sweep()).toContain(inTrashed.name);
    expect((await fetchMedia(server, inTrashed.url)).status).toBe(404);
    expect((await fetchMedia(server, inBackup.url)).status).toBe(200);
  });

  it('spares an old file uploaded again or put in a cell since the grace period began', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Files', type: 'file' });
    const again = (await uploadBytes(server, t.token, 'again', 'again.txt')).body as Stored;
    const used = (await uploadBytes(server, t.token, 'used', 'used.txt')).body as Stored;
    const idle = (await uploadBytes(server, t.token, 'idle', 'idle.txt')).body as Stored;
    // All three last used two grace periods ago. The database marks uses with its own clock, which
    // the test clock (moved on above) is ahead of: this sweep is given its cutoff by that clock.
    await server.db.kysely
      .updateTable('user_files')
      .set({ last_used_at: sql<Date>`now() - make_interval(secs => ${2 * graceSeconds})` })
      .where('name', 'in', [again.name, used.name, idle.name])
      .execute();
    expect(((await uploadBytes(server, t.token, 'again', 'again.txt')).body as Stored).name).toBe(again.name);
    expect((await t.addRow({ [`field_${field.id}`]: [{ name: used.name }] })).status).toBe(200);
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(server.db.kysely);
    const deleted = await sweepUnusedFiles(server.ctx, server.services.mediaStorage, new Date(new Date(rows[0]!.now).getTime() - graceSeconds * 1000));
    expect(deleted).toContain(idle.name);
    expect(deleted).not.toContain(again.name);
    expect(deleted).not.toContain(used.name);
  });

  it("frees the user's storage quota", async () => {
    const { token } = await server.signUp();
    expect((await uploadBytes(server, token, randomBytes(700 * 1024), 'a.bin')).status).toBe(200);
    expect((await uploadBytes(server, token, randomBytes(700 * 1024), 'b.bin')).status).toBe(400);
    server.clock.advance(graceSeconds + 1);
    await server.services.unusedFiles.sweep();
    expect((await uploadBytes(server, token, randomBytes(700 * 1024), 'b.bin')).status).toBe(200);
  });
});
