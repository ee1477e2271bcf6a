import { defineFieldType } from '../field-type.js';
import { noOptions } from '../text-like.js';
import { filesFromPaste, parseFileReferences, type FileItem, type FileReference } from './file-items.js';
import { fileApiDoc } from './file-api-doc.js';
import { fileFileRules } from './file-file.js';

/**
 * A file cell: the files as the API presents them, or — between a change in the browser and the
 * server's answer, and in what a write sends — references by user file name.
 */
export type FileValue = (FileItem | FileReference)[];

/** Files attached to a row; a list, empty when there are none. Not sortable (spec §4). */
export const fileField = defineFieldType<Record<string, never>, FileValue>({
  type: 'file',
  label: 'File',
  canBePrimary: true,
  canSort: false,
  optionsSchema: noOptions as never,
  parseApiValue: (input) => parseFileReferences(input),
  defaultValue: () => [],
  // Copying gives the JSON list, which pasting reads back (spec §5).
  toText: (value) => (Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : ''),
  // An export names the files as people see them, as the reference's CSV export does.
  toExportText: (value) => (Array.isArray(value) ? value.map((item) => ('visible_name' in item && item.visible_name ? item.visible_name : item.name)).join(', ') : ''),
  fromPaste: (text) => filesFromPaste(text),
  // Files are never typed; the cell editor keeps the list as JSON in the grid's draft meanwhile.
  validateTyped: () => null,
  fromTyped: (text) => filesFromPaste(text),
  apiDoc: fileApiDoc,
  databaseFile: fileFileRules,
});

/** The name people see for a file in a cell: its visible name, else its stored name. */
export function visibleNameOf(item: FileItem | FileReference): string {
  return item.visible_name ?? item.name;
}
