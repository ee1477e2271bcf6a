import { exporterTypes as coreExporterTypes, type CsvColumnSeparator, type ExportCharset, type ExporterType as ExporterTypeName } from '@cellar/core';
import type { ExportTableRequest } from '../../api/jobsApi';

/** The settings an export form holds; the CSV ones only matter to CSV. */
export interface ExportSettings {
  charset: ExportCharset;
  separator: CsvColumnSeparator;
  includeHeader: boolean;
}

/** Settings a new export form starts with (the reference's defaults). */
export const defaultExportSettings: ExportSettings = { charset: 'utf-8', separator: ',', includeHeader: true };

/** How the form shows one file type core declares, and what it adds to the request. */
export interface ExporterType {
  type: ExporterTypeName;
  label: string;
  /** Whether the form shows the CSV settings (separator, encoding, header row). */
  hasCsvSettings: boolean;
  request(settings: ExportSettings): Partial<ExportTableRequest>;
}

// A complete map over core's exporter names: a new exporter fails tsc until the form knows it.
const byName: Record<ExporterTypeName, Omit<ExporterType, 'type'>> = {
  csv: {
    label: 'CSV',
    hasCsvSettings: true,
    request: (settings) => ({ export_charset: settings.charset, csv_column_separator: settings.separator, csv_include_header: settings.includeHeader }),
  },
  excel: { label: 'Excel (.xlsx)', hasCsvSettings: false, request: () => ({}) },
  json: { label: 'JSON', hasCsvSettings: false, request: () => ({}) },
};

/** The file types in the order the form lists them. */
export const exporterTypes: readonly ExporterType[] = coreExporterTypes.map((type) => ({ type, ...byName[type] }));

/** The request body for an export of a table, or of one of its views. */
export function exportRequest(exporter: ExporterType, viewId: number | null, settings: ExportSettings): ExportTableRequest {
  return { exporter_type: exporter.type, view_id: viewId, ...exporter.request(settings) };
}
