import { Braces } from 'lucide-react';
import type { Importer } from '../importer';
import { JsonImporterForm } from './JsonImporterForm';

/** Imports a JSON file read in the browser, as the reference does. */
export const jsonImporter: Importer<'json'> = { type: 'json', label: 'Import a JSON file', icon: Braces, Form: JsonImporterForm };
