import { visibleNameOf } from '../../fields/file/file-field.js';
import type { FileItem, FileReference } from '../../fields/file/file-items.js';
import { defineFilterType, readTrimmed } from '../filter-type.js';

/** `filename_contains`: any of the cell's files has a visible name containing the value, ignoring case; an empty value is ignored. */
export const filenameContainsFilter = defineFilterType<string>({
  type: 'filename_contains',
  compatibleFieldTypes: ['file'],
  parseValue: (raw) => readTrimmed(raw, (text) => text),
  matches(cell, value) {
    if (!Array.isArray(cell)) return false;
    const needle = value.toLowerCase();
    return (cell as (FileItem | FileReference)[]).some((item) => visibleNameOf(item).toLowerCase().includes(needle));
  },
});
