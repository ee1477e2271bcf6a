import { DomainError } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import type { ServerTrashType } from '../../../trash/server-trash-type.js';
import { findUnusedName } from '../../database-file/unused-name.js';
import { findTableWithTrashed } from '../../tables/tables.repo.js';
import { lockTableInTransaction } from '../../tables/table-write-lock.js';
import { tableToRestoreInto } from '../../tables/trash/parent-check.js';
import { deleteField } from '../field-lifecycle.js';
import { findFieldWithTrashed, listFields, presentField, setFieldsTrashed, updateFieldRow, type FieldRecord } from '../fields.repo.js';
import { restoreConstraints, unconstrained } from './field-trash.js';
import { fieldsRestored } from '../../formulas/lifecycle/computed-lifecycle.js';

// The reference's restore_field: a name taken meanwhile gives "<name> (Restored)" (then " 2", " 3"…).
async function restoredName(db: Executor, tableId: number, name: string): Promise<string> {
  const taken = new Set((await listFields(db, tableId)).map((field) => field.name));
  return taken.has(name) ? findUnusedName(`${name} (Restored)`, taken) : name;
}

function relatedFieldsOf(restoration: Record<string, unknown> | null): number[] {
  const ids = restoration?.related_fields;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** The `field` trash type: a field with its column and values, and a link's related field with it. */
export const fieldTrashType: ServerTrashType = {
  type: 'field',

  async restore(trx, entry, emit) {
    const field = await findFieldWithTrashed(trx, entry.trash_item_id);
    if (!field || !field.trashed) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
    const table = await tableToRestoreInto(trx, field.table_id);
    const related = relatedFieldsOf(entry.restoration);
    for (const id of related) {
      const other = await findFieldWithTrashed(trx, id);
      if (other) await tableToRestoreInto(trx, other.table_id);
    }
    await lockTableInTransaction(trx, table.id);
    const name = await restoredName(trx, table.id, field.name);
    await setFieldsTrashed(trx, [field.id, ...related], false);
    const restored = name === field.name ? field : await updateFieldRow(trx, { ...field, name });
    await restoreConstraints(trx, restored);
    emit({ type: 'field_created', groupId: table.groupId, tableId: table.id, field: presentField(restored) });
    // The formulas reading it, or wanting its name, heal (issue 34).
    const others = await Promise.all(related.map((id) => findFieldWithTrashed(trx, id)));
    await fieldsRestored({ db: trx, emit }, [restored, ...others.filter((other) => other !== undefined)].map(({ trashed: _trashed, ...record }: FieldRecord & { trashed?: boolean }) => record));
  },

  /** Today's delete: what the type owns elsewhere (a link's pair), the column, the row. Gone already with its table: nothing. */
  async purge(trx, entry) {
    const field = await findFieldWithTrashed(trx, entry.trash_item_id);
    if (!field || !field.trashed) return;
    const table = await findTableWithTrashed(trx, field.table_id);
    if (!table) return;
    await lockTableInTransaction(trx, table.id);
    const { trashed: _trashed, ...record } = field;
    await deleteField({ db: trx, emit: () => undefined }, table, unconstrained(record));
  },
};
