import { DomainError, ValidationError, validationMessages } from '@cellar/core';
import type { Executor } from '../../../../db/executor.js';
import { getTableOrThrow, type TableInGroup } from '../../../table.policy.js';
import { deleteFieldOptions } from '../../../views/views.repo.js';
import { findField, moveFieldRow, presentField, updateFieldRow, type FieldRecord } from '../../fields.repo.js';
import type { FieldHookContext } from '../../server-field-type.js';
import { linkOptionsOf, sidesOf } from './link-options.js';
import { createRelationTable, dropRelationTable } from './relation-table.js';

const maxTableId = 2 ** 31 - 1;

async function findTable(db: Executor, tableId: number): Promise<TableInGroup | null> {
  try {
    return await getTableOrThrow(db, tableId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ERROR_TABLE_DOES_NOT_EXIST') return null;
    throw error;
  }
}

/** The table a link may point to from `source` (contract §9.5), or the error saying why not. */
async function linkTarget(db: Executor, source: TableInGroup, tableId: unknown): Promise<TableInGroup> {
  if (tableId === null || tableId === undefined) throw new DomainError('ERROR_LINK_ROW_TABLE_NOT_PROVIDED');
  // An id past the integer column's range names no table; asking the database would fail instead.
  const target = typeof tableId === 'number' && tableId >= 0 && tableId <= maxTableId ? await findTable(db, tableId) : null;
  if (!target) throw new ValidationError({ link_row_table: [{ error: validationMessages.pkDoesNotExist(tableId), code: 'does_not_exist' }] });
  if (target.groupId !== source.groupId) throw new DomainError('ERROR_USER_NOT_IN_GROUP');
  if (target.database_id !== source.database_id) throw new DomainError('ERROR_LINK_ROW_TABLE_NOT_IN_SAME_DATABASE');
  return target;
}

/**
 * Gives a link field its other side (contract §9.5): the related field in the linked table,
 * named after this field's table and put last, and the relation table both read. Answers the
 * field with `link_row_related_field` set.
 */
export async function createLinkPair(ctx: FieldHookContext, field: FieldRecord): Promise<FieldRecord> {
  const target = await linkTarget(ctx.db, ctx.table, linkOptionsOf(field).link_row_table);
  await ctx.assertRoomForField(target);
  const related = await ctx.createField(target, {
    name: ctx.table.name,
    type: 'link_row',
    options: { link_row_table: field.table_id, link_row_related_field: field.id },
  });
  ctx.emit({ type: 'field_created', groupId: target.groupId, tableId: target.id, field: presentField(related) });
  const linked = await updateFieldRow(ctx.db, { ...field, options: { link_row_table: target.id, link_row_related_field: related.id } });
  await createRelationTable(ctx.db, { fieldId: field.id, tableId: field.table_id, relatedFieldId: related.id, relatedTableId: target.id });
  return linked;
}

/**
 * Points a link field at another table (contract §9.5): the links are discarded and the related
 * field, keeping its id, moves to the new table, named after this field's table and put last,
 * silently. Its column settings stayed with the old table's views, so they go.
 */
export async function moveLinkPair(ctx: FieldHookContext, from: FieldRecord, to: FieldRecord): Promise<FieldRecord> {
  const sides = sidesOf(from);
  const related = sides && (await findField(ctx.db, sides.relatedFieldId));
  if (!sides || !related) return createLinkPair(ctx, to);
  const target = await linkTarget(ctx.db, ctx.table, linkOptionsOf(to).link_row_table);
  await ctx.assertRoomForField(target);
  await dropRelationTable(ctx.db, sides);
  await moveFieldRow(ctx.db, { id: related.id, table_id: target.id, name: ctx.table.name, options: { link_row_table: to.table_id, link_row_related_field: to.id } });
  await deleteFieldOptions(ctx.db, related.id);
  await createRelationTable(ctx.db, { fieldId: to.id, tableId: to.table_id, relatedFieldId: related.id, relatedTableId: target.id });
  return updateFieldRow(ctx.db, { ...to, options: { link_row_table: target.id, link_row_related_field: related.id } });
}

/**
 * Removes what a link field shares with its other side: the links and the related field, which
 * goes silently (contract §9.5). The related field has no column; its filters, sorts and grid
 * options go with its row.
 */
export async function dropLinkPair(db: Executor, field: FieldRecord): Promise<void> {
  const sides = sidesOf(field);
  if (!sides) return;
  await dropRelationTable(db, sides);
  await db.deleteFrom('database_fields').where('id', '=', sides.relatedFieldId).where('type', '=', 'link_row').execute();
}

/** Whether a change keeps a link field's pair: still a link, to the same table. */
export function keepsPair(from: FieldRecord, to: FieldRecord): boolean {
  return from.type === 'link_row' && to.type === 'link_row' && linkOptionsOf(from).link_row_table === linkOptionsOf(to).link_row_table;
}

/** Whether a change keeps a link field a link, so its pair moves with it instead of going. */
export function staysLink(from: FieldRecord, to: FieldRecord): boolean {
  return from.type === 'link_row' && to.type === 'link_row';
}
