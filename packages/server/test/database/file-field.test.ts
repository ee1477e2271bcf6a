import type { Field } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { pngOf, uploadBytes } from '../user-files/upload-helpers.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;
interface Uploaded {
  name: string;
  original_name: string;
}

async function upload(t: Table, content: Buffer | string, fileName: string): Promise<Uploaded> {
  const answer = await uploadBytes(server, t.token, content, fileName);
  if (answer.status !== 200) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body as Uploaded;
}

async function fileTable() {
  const t = await emptyTable(server);
  const field = await t.addField({ name: 'Attachments', type: 'file' });
  return { t, field };
}

const key = (field: Field) => `field_${field.id}`;

describe('file fields (contract §9.2, §9.4)', () => {
  it('store files named by existing user files and present them with URLs and thumbnails', async () => {
    const { t, field } = await fileTable();
    const image = await upload(t, await pngOf(30, 15), 'chart.png');
    const text = await upload(t, 'minutes', 'minutes.txt');
    const created = await t.addRow({ [key(field)]: [{ name: text.name, visible_name: 'Meeting notes', is_image: true }, { name: image.name }] });
    expect(created.status).toBe(200);
    const files = cell(created.body as never, field) as Record<string, unknown>[];
    expect(files).toHaveLength(2);
    expect(files[0]).toEqual({
      visible_name: 'Meeting notes',
      name: text.name,
      size: 7,
      mime_type: 'text/plain',
      is_image: false,
      image_width: null,
      image_height: null,
      uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+00:00$/),
      url: `http://localhost:8000/media/user_files/${text.name}`,
      thumbnails: null,
    });
    expect(files[1]).toMatchObject({
      visible_name: 'chart.png',
      name: image.name,
      is_image: true,
      image_width: 30,
      image_height: 15,
      thumbnails: {
        tiny: { url: `http://localhost:8000/media/thumbnails/tiny/${image.name}`, width: null, height: 21 },
        small: { url: `http://localhost:8000/media/thumbnails/small/${image.name}`, width: 48, height: 48 },
      },
    });
    const [row] = await t.rows();
    expect(cell(row, field)).toEqual(files);
  });

  it("keep each file's upload time as the reference's cells do: an offset, microseconds only when there are some", async () => {
    const { t, field } = await fileTable();
    const whole = await upload(t, 'a', 'whole.txt');
    const fraction = await upload(t, 'b', 'fraction.txt');
    await server.db.kysely.updateTable('user_files').set({ uploaded_at: new Date('2020-01-01T12:00:00.000Z') }).where('name', '=', whole.name).execute();
    await server.db.kysely.updateTable('user_files').set({ uploaded_at: new Date('2021-06-30T23:59:59.120Z') }).where('name', '=', fraction.name).execute();
    const created = await t.addRow({ [key(field)]: [{ name: whole.name }, { name: fraction.name }] });
    const times = (cell(created.body as never, field) as { uploaded_at: string }[]).map((file) => file.uploaded_at);
    expect(times).toEqual(['2020-01-01T12:00:00+00:00', '2021-06-30T23:59:59.120000+00:00']);
  });

  it('read a missing cell and null as no files', async () => {
    const { t, field } = await fileTable();
    expect(cell((await t.addRow({})).body as never, field)).toEqual([]);
    expect(cell((await t.addRow({ [key(field)]: null })).body as never, field)).toEqual([]);
  });

  it('refuse unknown names with ERROR_USER_FILE_DOES_NOT_EXIST and bad items per item', async () => {
    const { t, field } = await fileTable();
    const known = await upload(t, 'known', 'known.txt');
    const unknown = `${'A'.repeat(32)}_${'0'.repeat(64)}.txt`;
    const missing = await t.addRow({ [key(field)]: [{ name: known.name }, { name: unknown }] });
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 400,
      body: { error: 'ERROR_USER_FILE_DOES_NOT_EXIST', detail: `The user file ${unknown} does not exist.` },
    });
    const bad = await t.addRow({ [key(field)]: [{ name: known.name }, { name: '../../etc/passwd' }, 'text', {}] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        [key(field)]: [
          {},
          { name: [{ error: 'The value is not a valid user file name.', code: 'invalid' }] },
          { non_field_errors: [{ error: 'Invalid data. Expected a dictionary, but got str.', code: 'invalid' }] },
          { name: [{ error: 'This field is required.', code: 'required' }] },
        ],
      },
    });
    const notList = await t.addRow({ [key(field)]: 'file.txt' });
    expect(notList.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { [key(field)]: [{ error: 'Expected a list of items but got type "str".', code: 'not_a_list' }] },
    });
    expect(await t.rows()).toEqual([]);
  });

  it('are searched by visible name', async () => {
    const { t, field } = await fileTable();
    const file = await upload(t, 'budget', 'budget-2024.xlsx');
    await t.addRow({ [`field_${t.primary.id}`]: 'first', [key(field)]: [{ name: file.name, visible_name: 'Quarterly Report' }] });
    await t.addRow({ [`field_${t.primary.id}`]: 'second', [key(field)]: [] });
    expect((await t.rows('&search=quarterly')).map((row) => cell(row, t.primary))).toEqual(['first']);
    expect(await t.rows('&search=budget')).toEqual([]);
    expect(await t.rows('&search=100%25')).toEqual([]);
  });

  it('discard their data when converted to another type and back (contract §9.3)', async () => {
    const { t, field } = await fileTable();
    const file = await upload(t, 'kept?', 'kept.txt');
    await t.addRow({ [key(field)]: [{ name: file.name }] });
    expect((await t.patchField(field.id, { type: 'text' })).status).toBe(200);
    expect(cell((await t.rows())[0], field)).toBeNull();
    await t.addRow({ [key(field)]: 'some text' });
    expect((await t.patchField(field.id, { type: 'file' })).status).toBe(200);
    expect((await t.rows()).map((row) => cell(row, field))).toEqual([[], []]);
  });

  it('cannot be ordered by', async () => {
    const { t, field } = await fileTable();
    const answer = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?order_by=field_${field.id}`, { headers: { authorization: `JWT ${t.token}` } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'ERROR_ORDER_BY_FIELD_NOT_POSSIBLE',
      detail: `It is not possible to order by ${field.name} because the field type file does not support filtering.`,
    });
  });
});
