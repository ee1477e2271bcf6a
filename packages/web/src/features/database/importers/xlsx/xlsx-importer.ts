import { Sheet } from 'lucide-react';
import type { Importer } from '../importer';
import { XlsxImporterForm } from './XlsxImporterForm';

/** Imports one sheet of an Excel workbook (.xlsx) read in the browser (issue 35). */
export const xlsxImporter: Importer<'xlsx'> = { type: 'xlsx', label: 'Import an Excel file', icon: Sheet, Form: XlsxImporterForm };
