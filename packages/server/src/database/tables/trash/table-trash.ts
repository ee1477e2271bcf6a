import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import { addTrashEntry } from '../../../trash/trash-entries.js';
import { listFields, setFieldsTrashed } from '../../fields/fields.repo.js';
import { sidesOf } from '../../fields/types/link-row/link-options.js';
import type { TableInGroup } from '../../table.policy.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { fieldsTrashed } from '../../formulas/lifecycle/computed-lifecycle.js';

/**
 * Puts a table in the trash (Baserow's `table` trash item): its row is flagged, its row store, fields
 * and views stay. The other sides of its links, in other tables, go to the trash with it (the
 * reference trashes the link fields pointing at a trashed table) and come back with it.
 */
export async function trashTable(db: Executor, caller: Caller | null, table: TableInGroup, emit?: Emit): Promise<number> {
  const related: number[] = [];
  for (const field of await listFields(db, table.id)) {
    const sides = field.type === 'link_row' ? sidesOf(field) : null;
    if (sides && sides.relatedTableId !== table.id) related.push(sides.relatedFieldId);
  }
  await setFieldsTrashed(db, related, true);
  await db.updateTable('database_tables').set({ trashed: true }).where('id', '=', table.id).execute();
  // Formulas of other tables looking up through those links turn invalid, naming them (issue 34).
  if (emit) await fieldsTrashed({ db, emit }, related);
  // The trash names a table's database beside it, as the reference's parent name.
  const database = await db.selectFrom('applications').select('name').where('id', '=', table.database_id).executeTakeFirst();
  return addTrashEntry(db, caller, {
    type: 'table',
    itemId: table.id,
    groupId: table.groupId,
    applicationId: table.database_id,
    name: table.name,
    parentName: database?.name ?? null,
    restoration: { related_fields: related },
  });
}
