import type { FieldFileRules } from '../../database-file/file-rules.js';
import { linkedIds } from './linked-ids.js';

/**
 * A link in a database file names a table of the file and the field on the pair's other side
 * (itself, for a link to its own table that lists one side); its cells list row ids of that table.
 * It is created with the mapped table only: the server makes the other side.
 */
export const linkRowFileRules: FieldFileRules = {
  fileOptionKeys: ['link_row_related_field'],
  link(options) {
    const { link_row_table: tableId, link_row_related_field: relatedFieldId } = options;
    return typeof tableId === 'number' && typeof relatedFieldId === 'number' ? { tableId, relatedFieldId } : null;
  },
  importOptions: (options, ids) => ({ link_row_table: typeof options.link_row_table === 'number' ? (ids.table(options.link_row_table) ?? null) : null }),
  importCell(value, options, ids) {
    const tableId = options.link_row_table as number;
    return linkedIds(value).flatMap((id) => {
      const created = ids.row(tableId, id);
      return created === undefined ? [] : [created];
    });
  },
  exportCell: (value) => linkedIds(value),
};
