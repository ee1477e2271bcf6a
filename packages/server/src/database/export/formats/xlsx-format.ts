import { spreadsheetSafeText } from '@cellar/core';
import ExcelJS from 'exceljs';
import type { ExportFormat } from './export-format.js';

/** The most rows an XLSX sheet holds (Excel's 1,048,576), less the header row. */
export const xlsxRowsPerSheet = 1_048_575;

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is added, so the workbook is
 * never whole in memory. An `id` column, then the fields' names (unless `excel_include_header` is
 * off); numbers as numbers, text spreadsheet-safe. A view past a sheet's rows continues on a new
 * sheet ("Sheet 2"…), the header repeated.
 */
export const xlsxFormat: ExportFormat = {
  async write(out, source, options, rowsDone) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const header = ['id', ...source.columns.map(({ field }) => spreadsheetSafeText(field.name))];
    let sheet: ExcelJS.Worksheet | undefined;
    let sheets = 0;
    let onSheet = xlsxRowsPerSheet;
    let done = 0;
    for await (const rows of source.windows()) {
      for (const row of rows) {
        if (onSheet === xlsxRowsPerSheet) {
          sheet?.commit();
          sheets += 1;
          sheet = workbook.addWorksheet(`Sheet ${sheets}`);
          if (options.excel_include_header) sheet.addRow(header).commit();
          onSheet = 0;
        }
        sheet!.addRow([row.id, ...source.columns.map(({ key, cells }) => cells.spreadsheet(row[key]))]).commit();
        onSheet += 1;
      }
      done += rows.length;
      await rowsDone(done);
    }
    if (!sheet) {
      sheet = workbook.addWorksheet('Sheet 1');
      if (options.excel_include_header) sheet.addRow(header).commit();
    }
    sheet.commit();
    await workbook.commit();
  },
};
