import { FileSpreadsheet } from 'lucide-react';
import type { Importer } from '../importer';
import { CsvImporterForm } from './CsvImporterForm';

/** Imports a CSV file read in the browser (spec §2). */
export const csvImporter: Importer<'csv'> = { type: 'csv', label: 'Import a CSV file', icon: FileSpreadsheet, Form: CsvImporterForm };
