import { z } from 'zod';
import { maxRecordId } from '../validation/primitives.js';

/** The file types a table or view exports to (the reference's exporter types; `excel` is XLSX). */
export const exporterTypes = ['csv', 'json', 'excel'] as const;
export type ExporterType = (typeof exporterTypes)[number];

/** Each exporter's file name extension. */
export const exportFileExtensions: Record<ExporterType, string> = { csv: 'csv', json: 'json', excel: 'xlsx' };

/**
 * The character sets an export may be written in: the reference's list (its CharsetDropdown), less
 * `iso-2022-jp`, which the server's encoder (iconv-lite) cannot write. Labels are WHATWG's.
 */
export const exportCharsets = [
  'utf-8', 'iso-8859-6', 'windows-1256', 'iso-8859-4', 'windows-1257', 'iso-8859-14', 'iso-8859-2', 'windows-1250', 'gbk', 'gb18030', 'big5',
  'koi8-r', 'koi8-u', 'iso-8859-5', 'windows-1251', 'x-mac-cyrillic', 'iso-8859-7', 'windows-1253', 'iso-8859-8', 'windows-1255', 'euc-jp',
  'shift-jis', 'euc-kr', 'macintosh', 'iso-8859-10', 'iso-8859-16', 'windows-874', 'windows-1254', 'windows-1258', 'iso-8859-1', 'windows-1252',
  'iso-8859-3',
] as const;
export type ExportCharset = (typeof exportCharsets)[number];

/** The CSV column separators by the names a body sends (the reference's), and the character each writes. */
export const csvColumnSeparators = { ',': ',', ';': ';', '|': '|', tab: '\t', record_separator: '\x1e', unit_separator: '\x1f' } as const;
export type CsvColumnSeparator = keyof typeof csvColumnSeparators;

/**
 * POST /api/database/export/table/:table_id/ (the reference's ExportTableView body): the exporter,
 * an optional view whose filters, sorts, hidden fields and field order apply, the charset, and the
 * CSV and Excel options (each exporter reads its own; the others' are accepted and ignored).
 */
export const exportTableRequest = z.object({
  exporter_type: z.enum(exporterTypes),
  view_id: z.number().int().min(0).max(maxRecordId).nullable().optional(),
  export_charset: z.enum(exportCharsets).default('utf-8'),
  csv_column_separator: z.enum(Object.keys(csvColumnSeparators) as [CsvColumnSeparator, ...CsvColumnSeparator[]]).default(','),
  csv_include_header: z.boolean().default(true),
  excel_include_header: z.boolean().default(true),
});
export type ExportTableRequest = z.output<typeof exportTableRequest>;

/** What an export job keeps in its params: the body's options, its table and view, and its file's random part. */
export const exportJobParams = exportTableRequest.extend({
  table_id: z.number().int(),
  view_id: z.number().int().nullable(),
  file_token: z.string().regex(/^[a-f0-9]{32}$/),
});
export type ExportJobParams = z.output<typeof exportJobParams>;

/** Whether a job's params are an export's (a job row made otherwise, by hand or by an older version, may not be). */
export function isExportJobParams(params: unknown): params is ExportJobParams {
  return exportJobParams.safeParse(params).success;
}
