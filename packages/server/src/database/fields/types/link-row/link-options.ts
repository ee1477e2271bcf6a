import type { LinkRowOptions } from '@cellar/core';
import type { FieldRecord } from '../../fields.repo.js';
import type { LinkSides } from './relation-table.js';

/** A link field's options as stored; a field of another type has none. */
export function linkOptionsOf(field: FieldRecord): LinkRowOptions {
  return field.options as LinkRowOptions;
}

/** The sides of a stored link field's pair, or null while it has no related field. */
export function sidesOf(field: FieldRecord): LinkSides | null {
  const { link_row_table: relatedTableId, link_row_related_field: relatedFieldId } = linkOptionsOf(field);
  if (typeof relatedTableId !== 'number' || typeof relatedFieldId !== 'number') return null;
  return { fieldId: field.id, tableId: field.table_id, relatedFieldId, relatedTableId };
}
