import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';
import { emptyTable } from '../helpers.js';
import { download, exported } from './export-helpers.js';

// XLSX and JSON exports, read back the way a person's spreadsheet or program would read them.

let server: TestServer;
let scratch: Awaited<ReturnType<typeof emptyTable>>;
let rowIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  scratch = await emptyTable(server);
  const amount = await scratch.addField({ name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
  const done = await scratch.addField({ name: 'Name', type: 'boolean' });
  const tags = await scratch.addField({ name: 'Tags', type: 'multiple_select', select_options: [{ value: 'red', color: 'red' }, { value: 'blue', color: 'blue' }] });
  const [red, blue] = (tags as unknown as { select_options: { id: number }[] }).select_options;
  const add = async (values: Record<string, unknown>) => ((await scratch.addRow(values)).body as { id: number }).id;
  rowIds = [
    await add({ [`field_${scratch.primary.id}`]: '=1+1', [`field_${amount.id}`]: '-12.5', [`field_${done.id}`]: true, [`field_${tags.id}`]: [red?.id, blue?.id] }),
    await add({ [`field_${scratch.primary.id}`]: 'plain', [`field_${amount.id}`]: null }),
  ];
});
afterAll(() => server.close());

describe('exporting to XLSX', () => {
  it('keeps numbers as numbers and makes formula-like text safe', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'excel' });
    expect(job.exported_file_name).toMatch(/\.xlsx$/);
    const { bytes } = await download(server, job);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'Name', 'Amount', 'Name', 'Tags']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(rowIds[0]);
    expect(first.getCell(2).value).toBe("'=1+1");
    expect(first.getCell(3).value).toBe(-12.5);
    expect(first.getCell(4).value).toBe('true');
    expect(first.getCell(5).value).toBe('red, blue');
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('leaves the header out when asked', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'excel', excel_include_header: false });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(server, job)).bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe(rowIds[0]);
  });
});

describe('exporting to JSON', () => {
  it('writes an array of objects keyed by field name, a repeated name numbered, with rich values', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'json' });
    const { bytes } = await download(server, job);
    const text = bytes.toString('utf8');
    expect(text.startsWith('[\n{\n    "id": ')).toBe(true);
    expect(text.endsWith('}\n]\n')).toBe(true);
    expect(JSON.parse(text)).toEqual([
      { id: rowIds[0], Name: '=1+1', Amount: -12.5, 'Name 2': true, Tags: ['red', 'blue'] },
      { id: rowIds[1], Name: 'plain', Amount: null, 'Name 2': false, Tags: [] },
    ]);
  });
});
