import type { FieldFileRules } from '../../database-file/file-rules.js';
import { singleSelectFileRules } from '../single-select/single-select-file.js';

// A presented option, or an id as a file holds it.
const idOf = (item: unknown): unknown => (item !== null && typeof item === 'object' ? (item as { id: unknown }).id : item);

/**
 * A multiple select in a database file: its options as a single select's (the same rules map
 * them), and each cell the list of its options' file ids, which become the ids they got; an id
 * the file's options do not hold is dropped.
 */
export const multipleSelectFileRules: FieldFileRules = {
  ...singleSelectFileRules,
  importCell: (value, _options, ids) =>
    Array.isArray(value) ? value.flatMap((id) => (typeof id === 'number' && ids.option(id) !== undefined ? [ids.option(id) as number] : [])) : [],
  exportCell: (value) => (Array.isArray(value) ? value.map(idOf) : []),
};
