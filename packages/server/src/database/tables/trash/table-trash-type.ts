import { DomainError } from '@cellar/core';
import type { ServerTrashType } from '../../../trash/server-trash-type.js';
import { findApplication } from '../../../applications/applications.repo.js';
import { findFieldWithTrashed, setFieldsTrashed } from '../../fields/fields.repo.js';
import { getTableOrThrow } from '../../table.policy.js';
import { deleteTableRow } from '../table-removal.js';
import { findTableWithTrashed } from '../tables.repo.js';
import { fieldsRestored } from '../../formulas/lifecycle/computed-lifecycle.js';

function relatedFieldsOf(restoration: Record<string, unknown> | null): number[] {
  const ids = restoration?.related_fields;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** The `table` trash type: a table with its rows, fields and views, and the other sides of its links. */
export const tableTrashType: ServerTrashType = {
  type: 'table',

  async restore(trx, entry, emit) {
    const found = await findTableWithTrashed(trx, entry.trash_item_id);
    if (!found || !found.trashed) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
    const database = await findApplication(trx, found.database_id);
    if (!database) throw new DomainError('ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD');
    await trx.updateTable('database_tables').set({ trashed: false }).where('id', '=', found.id).execute();
    // A link's other side comes back unless its own table is in the trash meanwhile (the reference skips it too).
    const related: number[] = [];
    for (const id of relatedFieldsOf(entry.restoration)) {
      const field = await findFieldWithTrashed(trx, id);
      if (field && (await findTableWithTrashed(trx, field.table_id))?.trashed === false) related.push(id);
    }
    await setFieldsTrashed(trx, related, false);
    // Formulas looking up through them heal (issue 34).
    const back = await Promise.all(related.map((id) => findFieldWithTrashed(trx, id)));
    const records = back.flatMap((field) => {
      if (!field) return [];
      const { trashed: _trashed, ...record } = field;
      return [record];
    });
    await fieldsRestored({ db: trx, emit }, records);
    const { groupId, ...table } = await getTableOrThrow(trx, found.id);
    emit({ type: 'table_created', groupId, tableId: table.id, table });
  },

  /** Today's delete: the row store, the fields' outside parts (a link's pair and relation table), the metadata. */
  async purge(trx, entry) {
    const table = await findTableWithTrashed(trx, entry.trash_item_id);
    if (!table || !table.trashed) return;
    await deleteTableRow(trx, table);
  },
};
