import { csvColumnSeparators, spreadsheetSafeText } from '@cellar/core';
import { stringify } from 'csv-stringify/sync';
import { encoderFor, utf8Bom } from './charset.js';
import { writeChunk, type ExportFormat } from './export-format.js';

/**
 * CSV as the reference's exporter writes it: an `id` column, then the fields' names; cells as text,
 * spreadsheet-safe; lines ended with CRLF (Python's csv module); a BOM when UTF-8. Each window is one
 * csv-stringify call, written and forgotten.
 */
export const csvFormat: ExportFormat = {
  async write(out, source, options, rowsDone) {
    const encode = encoderFor(options.export_charset);
    const settings = { delimiter: csvColumnSeparators[options.csv_column_separator], record_delimiter: 'windows' as const };
    if (options.export_charset === 'utf-8') await writeChunk(out, utf8Bom);
    if (options.csv_include_header) {
      await writeChunk(out, encode(stringify([['id', ...source.columns.map(({ field }) => spreadsheetSafeText(field.name))]], settings)));
    }
    let done = 0;
    for await (const rows of source.windows()) {
      const records = rows.map((row) => [row.id, ...source.columns.map(({ key, cells }) => cells.safeText(row[key]))]);
      await writeChunk(out, encode(stringify(records, settings)));
      done += rows.length;
      await rowsDone(done);
    }
  },
};
