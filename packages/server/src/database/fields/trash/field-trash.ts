import { constraintsOf, fieldConstraintsKey } from '@cellar/core';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import { addTrashEntry } from '../../../trash/trash-entries.js';
import type { TableInGroup } from '../../table.policy.js';
import { addFieldConstraints } from '../constraints/field-constraint-ddl.js';
import { serverFieldConstraints } from '../constraints/server-constraints.js';
import { setFieldsTrashed, type FieldRecord } from '../fields.repo.js';
import { sidesOf } from '../types/link-row/link-options.js';

/** What a field's trash entry keeps beyond the field itself: the link partner that went with it. */
export interface FieldRestoration {
  related_fields: number[];
}

/**
 * The field as its column should be while it waits in the trash: without its constraints, so a
 * required or unique field nobody can see never refuses a new row. Restoring adds them back.
 */
export function unconstrained<F extends FieldRecord>(field: F): F {
  const { [fieldConstraintsKey]: _dropped, ...options } = field.options;
  return { ...field, options };
}

/** Lets go of a field's constraints while it is in the trash. */
export async function dropConstraintsForTrash(db: Executor, field: FieldRecord): Promise<void> {
  for (const constraint of constraintsOf(field.options)) await serverFieldConstraints[constraint.type_name].drop(db, field);
}

/** Gives a restored field its constraints back; refused (ERROR_FIELD_CONSTRAINT) when rows made since break one. */
export async function restoreConstraints(db: Executor, field: FieldRecord): Promise<void> {
  if (constraintsOf(field.options).length > 0) await addFieldConstraints(db, field);
}

/**
 * Puts a field in the trash (Baserow's `field` trash item): its row is flagged and its column stays,
 * so restoring brings every value back. A link's related field goes with it, as the reference trashes
 * the field the pair cannot live without; both come back together. Answers the fields trashed.
 */
export async function trashField(db: Executor, caller: Caller | null, table: TableInGroup, field: FieldRecord): Promise<number[]> {
  const sides = field.type === 'link_row' ? sidesOf(field) : null;
  const related = sides && sides.relatedFieldId !== field.id ? [sides.relatedFieldId] : [];
  await dropConstraintsForTrash(db, field);
  await setFieldsTrashed(db, [field.id, ...related], true);
  const restoration: FieldRestoration = { related_fields: related };
  await addTrashEntry(db, caller, {
    type: 'field',
    itemId: field.id,
    groupId: table.groupId,
    applicationId: table.database_id,
    name: field.name,
    parentName: table.name,
    restoration: { ...restoration },
  });
  return [field.id, ...related];
}
