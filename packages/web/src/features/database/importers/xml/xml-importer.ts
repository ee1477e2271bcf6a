import { FileCode } from 'lucide-react';
import type { Importer } from '../importer';
import { XmlImporterForm } from './XmlImporterForm';

/** Imports an XML file read in the browser (spec §2). */
export const xmlImporter: Importer<'xml'> = { type: 'xml', label: 'Import an XML file', icon: FileCode, Form: XmlImporterForm };
