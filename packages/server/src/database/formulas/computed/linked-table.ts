import type { FieldRecord } from '../../fields/fields.repo.js';

/** The table a link field links to; null for any other field (the fields a lookup may not go through). */
export function linkedTableOf(field: FieldRecord): number | null {
  if (field.type !== 'link_row') return null;
  const table = field.options.link_row_table;
  return typeof table === 'number' ? table : null;
}
