import { DomainError, fieldTypes, parseCreateField, parseUpdateField, type Field } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { getTableForMember, getTableOrThrow } from '../table.policy.js';
import { addFieldColumn, convertFieldColumn, dropFieldColumn } from '../tables/user-table-ddl.js';
import { findField, insertField, listFields, presentField, updateFieldRow, type FieldRecord } from './fields.repo.js';
import { serverFieldTypes } from './server-field-types.js';

/** Finds a field a member of its group may use (404 first, then membership). */
export async function getFieldForMember(db: Executor, fieldId: number, userId: number): Promise<FieldRecord> {
  const field = await findField(db, fieldId);
  if (!field) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  const table = await getTableOrThrow(db, field.table_id);
  await requireMember(db, table.groupId, userId);
  return field;
}

// Stored values change only when the type changes, the column type changes, or a number's
// rounding or sign rules change; a new date order or label changes nothing stored.
function needsConversion(from: FieldRecord, to: FieldRecord): boolean {
  if (from.type !== to.type) return true;
  const server = serverFieldTypes[to.type];
  if (server.columnType(from.options) !== server.columnType(to.options)) return true;
  return to.type === 'number' && JSON.stringify(from.options) !== JSON.stringify(to.options);
}

/** Lists, creates, changes (converting data) and deletes fields (contract §9). */
export function fieldsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async list(userId: number, tableId: number): Promise<Field[]> {
      await getTableForMember(db, tableId, userId);
      return (await listFields(db, tableId)).map(presentField);
    },

    async get(userId: number, fieldId: number): Promise<Field> {
      return presentField(await getFieldForMember(db, fieldId, userId));
    },

    create(userId: number, tableId: number, body: unknown): Promise<Field> {
      const values = parseCreateField(body);
      return commitChange(ctx, async (trx, emit) => {
        await getTableForMember(trx, tableId, userId);
        const field = await insertField(trx, { tableId, name: values.name, type: values.type, primary: false, options: values.options });
        await addFieldColumn(trx, field);
        const presented = presentField(field);
        emit({ type: 'field_created', field: presented });
        return presented;
      });
    },

    /** Renames a field or changes its type and settings, converting every cell in the same transaction. */
    update(userId: number, fieldId: number, body: unknown): Promise<Field> {
      return commitChange(ctx, async (trx, emit) => {
        const current = await getFieldForMember(trx, fieldId, userId);
        const changes = parseUpdateField(body, current.type);
        const type = changes.type ?? current.type;
        if (current.primary && !fieldTypes[type].canBePrimary) {
          throw new DomainError('ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE', `The field type ${type} is not compatible with the primary field.`);
        }
        const options = type === current.type ? { ...current.options, ...changes.options } : changes.options;
        const next: FieldRecord = { ...current, name: changes.name ?? current.name, type, options };
        if (needsConversion(current, next)) await convertFieldColumn(trx, current, next);
        const field = presentField(await updateFieldRow(trx, next));
        emit({ type: 'field_updated', field });
        return field;
      });
    },

    delete(userId: number, fieldId: number): Promise<void> {
      return commitChange(ctx, async (trx, emit) => {
        const field = await getFieldForMember(trx, fieldId, userId);
        if (field.primary) throw new DomainError('ERROR_CANNOT_DELETE_PRIMARY_FIELD');
        await dropFieldColumn(trx, field);
        await trx.deleteFrom('database_fields').where('id', '=', fieldId).execute();
        emit({ type: 'field_deleted', tableId: field.table_id, fieldId });
      });
    },
  };
}
