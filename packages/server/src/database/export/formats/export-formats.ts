import type { ExporterType } from '@cellar/core';
import { csvFormat } from './csv-format.js';
import type { ExportFormat } from './export-format.js';
import { jsonFormat } from './json-format.js';
import { xlsxFormat } from './xlsx-format.js';

/** Every exporter type's format: a file in this folder and a line here (a missing one is a compile error). */
export const exportFormats: Record<ExporterType, ExportFormat> = {
  csv: csvFormat,
  json: jsonFormat,
  excel: xlsxFormat,
};
