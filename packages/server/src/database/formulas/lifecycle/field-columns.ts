import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { reclaimColumnSlots } from '../../tables/column-slots.js';
import { addFieldColumn, dropFieldColumn } from '../../tables/user-table-ddl.js';

/**
 * Gives a computed field the column its new result type needs (a formula over a number that
 * became text): the old column goes and an empty one comes, which recompute then fills. Nothing
 * is converted: every value is computed again. Answers whether the column was replaced.
 */
export async function fitComputedColumn(db: Executor, before: FieldRecord, after: FieldRecord): Promise<boolean> {
  const type = serverFieldTypes[after.type];
  if (serverFieldTypes[before.type].columnType(before.options) === type.columnType(after.options)) return false;
  await dropFieldColumn(db, before);
  await reclaimColumnSlots(db, after.table_id);
  await addFieldColumn(db, after);
  return true;
}
