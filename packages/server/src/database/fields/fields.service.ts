import { DomainError, fieldTypes, parseCreateField, parseUpdateField, withConstraints, type Field, type FieldChangePreview } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { assertWithinQuota } from '../../quotas/quotas.js';
import { getTableForMember, getTableForReader, getTableOrThrow, type TableInGroup } from '../table.policy.js';
import { lockTableInTransaction, tableWriteLocks } from '../tables/table-write-lock.js';
import { prepareColumnConversion } from './column-conversion.js';
import { completeChange, planConversion } from './field-conversion.js';
import { previewFieldChange } from './field-change-preview.js';
import { recordAction } from '../../actions/action-log.js';
import { createFieldActionType } from './actions/create-field.action.js';
import { deleteFieldAction } from './actions/delete-field.action.js';
import { backUpBeforeChange, planFieldChangeRecording, recordFieldChange } from './actions/update-field-recording.js';
import { changeField, createField, type StoredValuesChange } from './field-lifecycle.js';
import { runDeferredFills, takeDeferredFills } from '../formulas/recompute/deferred-fills.js';
import { findField, listFields, presentField, type FieldRecord } from './fields.repo.js';

/** Finds a field a member of its group may use (404 first, then membership), with its table. */
export async function getFieldForMember(db: Executor, fieldId: number, userId: number): Promise<{ field: FieldRecord; table: TableInGroup }> {
  const field = await findField(db, fieldId);
  if (!field) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  const table = await getTableOrThrow(db, field.table_id);
  await requireMember(db, table.groupId, userId);
  return { field, table };
}

// Writes to a field take its table's write lock, which is known only once the field is found.
async function tableOfField(db: Executor, fieldId: number): Promise<number> {
  const field = await findField(db, fieldId);
  if (!field) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  return field.table_id;
}

/** The field a change body makes of a field (contract §9.2): checked against its type, and against being primary. */
function changedField(current: FieldRecord, body: unknown): FieldRecord {
  const changes = parseUpdateField(body, current.type);
  const type = changes.type ?? current.type;
  if (current.primary && !fieldTypes[type].canBePrimary) {
    throw new DomainError('ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE', `The field type ${type} is not compatible with the primary field.`);
  }
  const options = type === current.type ? { ...current.options, ...changes.options } : changes.options;
  return { ...current, name: changes.name ?? current.name, type, options: withConstraints(body, current.options, type, options) };
}

/** Lists, creates, changes (converting data) and deletes fields (contract §9). */
export function fieldsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /** A table's fields: for members, and for anyone in a template's group (contract §1.6). */
    async list(caller: Caller | undefined, tableId: number): Promise<Field[]> {
      await getTableForReader(db, tableId, caller);
      return (await listFields(db, tableId)).map(presentField);
    },

    async get(caller: Caller, fieldId: number): Promise<Field> {
      return presentField((await getFieldForMember(db, fieldId, caller.user.id)).field);
    },

    create(caller: Caller, tableId: number, body: unknown): Promise<Field> {
      const values = parseCreateField(body);
      return tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForMember(trx, tableId, caller.user.id);
          await assertWithinQuota(trx, ctx.config.quotas, 'fieldsPerTable', tableId);
          const field = presentField(await createField({ db: trx, emit, quotas: ctx.config.quotas, deferLongFills: ctx.db.engine === 'embedded' }, table, values));
          await recordAction(trx, caller, createFieldActionType, table.groupId, { table_id: tableId, field_id: field.id });
          emit({ type: 'field_created', groupId: table.groupId, tableId, field });
          return { field, fills: takeDeferredFills(trx) };
        }).then(async ({ field, fills }) => {
          // A new formula of a big table on the embedded engine: its values, in short statements, still under the table's lock (issue 34).
          await runDeferredFills(ctx, fills, originOf(caller));
          return field;
        }),
      );
    },

    /**
     * Renames a field or changes its type and settings, converting every cell. A conversion that
     * rewrites values is prepared first (on the embedded engine in short chunks, so other requests
     * are served meanwhile) under the table's write lock, then swapped in with the field's row in
     * one transaction.
     */
    async update(caller: Caller, fieldId: number, body: unknown): Promise<Field> {
      return tableWriteLocks.run(await tableOfField(db, fieldId), async () => {
        const { field: current, table } = await getFieldForMember(db, fieldId, caller.user.id);
        const next = await completeChange(db, current, changedField(current, body));
        const plan = planConversion(current, next);
        const values: StoredValuesChange =
          plan.kind === 'rewrite'
            ? { kind: 'rewrite', prepared: await prepareColumnConversion(ctx.db, { tableId: table.id, fieldId, columnType: plan.columnType, using: plan.using }) }
            : plan;
        // Undo brings the old type, settings and values back (issue 33): the old values are kept in a backup column.
        const recording = planFieldChangeRecording(current, next, plan);
        try {
          return await commitChange(ctx, originOf(caller), async (trx, emit) => {
            await lockTableInTransaction(trx, table.id);
            // Another process may have deleted it since it was read above, outside this transaction.
            if (!(await findField(trx, fieldId))) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
            await backUpBeforeChange(trx, table, current, next, values.kind, recording);
            const changed = await changeField({ db: trx, emit, quotas: ctx.config.quotas, deferLongFills: ctx.db.engine === 'embedded' }, table, current, next, values);
            await recordFieldChange(trx, caller, table, current, changed, recording);
            const field = presentField(changed);
            emit({ type: 'field_updated', groupId: table.groupId, tableId: table.id, field });
            return { field, fills: takeDeferredFills(trx) };
          }).then(async ({ field, fills }) => {
            // A changed formula of a big table on the embedded engine: its values in short statements, as a new one's (issue 34).
            await runDeferredFills(ctx, fills, originOf(caller));
            return field;
          });
        } catch (error) {
          if (values.kind === 'rewrite') await values.prepared.discard();
          throw error;
        }
      });
    },

    /** What a change would do to the cells (Cellar's dry run, shown before a lossy change is confirmed); changes nothing. */
    async previewChange(caller: Caller, fieldId: number, body: unknown): Promise<FieldChangePreview> {
      const { field: current } = await getFieldForMember(db, fieldId, caller.user.id);
      const next = await completeChange(db, current, changedField(current, body));
      return previewFieldChange(db, ctx.db.engine, current, next, planConversion(current, next));
    },

    /** Moves a field to the trash (issue 33): its column and values stay until the trash is emptied. */
    async delete(caller: Caller, fieldId: number): Promise<void> {
      const tableId = await tableOfField(db, fieldId);
      return tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          await deleteFieldAction(trx, caller, fieldId, emit);
        }),
      );
    },
  };
}

/** The fields service's operations. */
export type FieldsService = ReturnType<typeof fieldsService>;
