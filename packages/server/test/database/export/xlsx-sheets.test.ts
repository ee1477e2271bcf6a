import { cellExporter, type Row } from '@cellar/core';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportSource } from '../../../src/database/export/export-rows.js';
import { xlsxFormatOf } from '../../../src/database/export/formats/xlsx-format.js';

// A view with more rows than an XLSX sheet holds continues on a new sheet, header repeated: shown
// with sheets of two rows instead of Excel's 1,048,575.

describe('an XLSX export past one sheet', () => {
  it('continues on a new sheet, each with the header', async () => {
    const field = { id: 7, table_id: 1, name: 'Name', order: 0, type: 'text' as const, primary: true, options: {} };
    const rows: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id, order: String(id), field_7: `row ${id}` }));
    const source: ExportSource = {
      columns: [{ field, key: 'field_7', cells: cellExporter(field) }],
      total: rows.length,
      async *windows() {
        yield rows.slice(0, 3);
        yield rows.slice(3);
      },
    };
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const reported: number[] = [];
    const options = { exporter_type: 'excel' as const, export_charset: 'utf-8' as const, csv_column_separator: ',' as const, csv_include_header: true, excel_include_header: true };
    await xlsxFormatOf(2).write(out, source, options, async (done) => void reported.push(done));
    out.end();
    await ended;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet 1', 'Sheet 2', 'Sheet 3']);
    expect(workbook.worksheets.map((sheet) => sheet.getSheetValues().slice(1).map((values) => (values as unknown[]).slice(1)))).toEqual([
      [['id', 'Name'], [1, 'row 1'], [2, 'row 2']],
      [['id', 'Name'], [3, 'row 3'], [4, 'row 4']],
      [['id', 'Name'], [5, 'row 5']],
    ]);
    expect(reported).toEqual([3, 5]);
  });
});
