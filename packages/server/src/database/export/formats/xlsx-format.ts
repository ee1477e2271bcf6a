import { spreadsheetSafeText } from '@cellar/core';
import ExcelJS from 'exceljs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { drained, type ExportFormat } from './export-format.js';

// Rows written between two turns of the event loop: exceljs's work is synchronous, and a window of
// rows written at once kept /_health waiting for a second on a busy machine. The pause also lets the
// zip's deflate drain what the rows made before more is added.
const rowsPerTurn = 200;

/** The most rows an XLSX sheet holds (Excel's 1,048,576), less the header row. */
export const xlsxRowsPerSheet = 1_048_575;

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is added, so the workbook is
 * never whole in memory. An `id` column, then the fields' names (unless `excel_include_header` is
 * off); numbers as numbers, text spreadsheet-safe. A view past a sheet's rows continues on a new
 * sheet ("Sheet 2"…), the header repeated.
 */
export const xlsxFormat: ExportFormat = xlsxFormatOf(xlsxRowsPerSheet);

/** The XLSX format with sheets of `rowsPerSheet` data rows (tests use a few). */
export function xlsxFormatOf(rowsPerSheet: number): ExportFormat {
  return { write: (out, source, options, rowsDone) => writeXlsx(out, source, options, rowsDone, rowsPerSheet) };
}

async function writeXlsx(...[out, source, options, rowsDone, rowsPerSheet]: [...Parameters<ExportFormat['write']>, number]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const header = ['id', ...source.columns.map(({ field }) => spreadsheetSafeText(field.name))];
  let sheet: ExcelJS.Worksheet | undefined;
  let sheets = 0;
  let onSheet = rowsPerSheet;
  let done = 0;
  for await (const rows of source.windows()) {
    for (const row of rows) {
      if (onSheet === rowsPerSheet) {
        sheet?.commit();
        sheets += 1;
        sheet = workbook.addWorksheet(`Sheet ${sheets}`);
        if (options.excel_include_header) sheet.addRow(header).commit();
        onSheet = 0;
      }
      sheet!.addRow([row.id, ...source.columns.map(({ key, cells }) => cells.spreadsheet(row[key]))]).commit();
      onSheet += 1;
      done += 1;
      if (done % rowsPerTurn === 0) await nextTurn();
    }
    // exceljs's zip buffers whatever it is given: rows wait while the file behind is full, so that
    // rows read faster than the file is written do not pile up in memory.
    if (out.writableNeedDrain) await drained(out);
    await rowsDone(done);
  }
  if (!sheet) {
    sheet = workbook.addWorksheet('Sheet 1');
    if (options.excel_include_header) sheet.addRow(header).commit();
  }
  sheet.commit();
  await workbook.commit();
}
