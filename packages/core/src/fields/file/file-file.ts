import type { FieldFileRules } from '../../database-file/file-rules.js';
import type { FileItem } from './file-items.js';

/** A file cell in a database file names its files, without the facts and URLs a row answer adds. */
export const fileFileRules: FieldFileRules = {
  exportCell: (value) => (Array.isArray(value) ? (value as FileItem[]).map(({ name, visible_name }) => ({ name, visible_name })) : []),
};
