import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../fields.repo.js';

interface ListedOption {
  id: number;
  value: string;
  color: string;
}

function listedOptions(field: FieldRecord): ListedOption[] {
  const listed = field.options.select_options;
  if (!Array.isArray(listed)) return [];
  return listed.filter((option): option is ListedOption => typeof option === 'object' && option !== null && typeof (option as ListedOption).id === 'number');
}

/**
 * Makes a field's rows of `select_options` the list its settings hold, under the same ids (cells,
 * and the backup of a changed field, hold option ids): what undo and redo of a field change need
 * after putting settings back. A field of a type without options keeps none.
 */
export async function restoreSelectOptionRows(db: Executor, field: FieldRecord): Promise<void> {
  const options = listedOptions(field);
  const ids = options.map((option) => option.id);
  let stale = db.deleteFrom('select_options').where('field_id', '=', field.id);
  if (ids.length > 0) stale = stale.where('id', 'not in', ids);
  await stale.execute();
  for (const [order, option] of options.entries()) {
    await db
      .insertInto('select_options')
      .values({ id: option.id, field_id: field.id, value: option.value, color: option.color, order })
      .onConflict((oc) => oc.column('id').doUpdateSet({ field_id: field.id, value: option.value, color: option.color, order }))
      .execute();
  }
}
