import { ClipboardPaste } from 'lucide-react';
import type { Importer } from '../importer';
import { PasteImporterForm } from './PasteImporterForm';

/** Imports cells pasted from a spreadsheet (spec §2). */
export const pasteImporter: Importer<'paste'> = { type: 'paste', label: 'Paste table data', icon: ClipboardPaste, Form: PasteImporterForm };
