import { createRowsRequest, deleteRowsRequest, DomainError, fieldNamesFor, parseBody, rowWithKeys, updateRowsRequest, ValidationError, type FieldNames, type Row, type TableOperation, type ValidationDetail } from '@cellar/core';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange, type Emit } from '../../events/unit-of-work.js';
import { withConstraintErrors } from '../fields/constraints/constraint-violations.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { getTableForCaller, type TableInGroup } from '../table.policy.js';
import { recordAction } from '../../actions/action-log.js';
import { createRowsActionType } from './actions/create-rows.js';
import { deleteRowsActionType } from './actions/delete-rows.js';
import { recordRowEdits } from './actions/record-row-edits.js';
import { liveRowSql } from './live-rows.js';
import { trashRows } from './trash/row-trash.js';
import { lockTableInTransaction, tableWriteLocks } from '../tables/table-write-lock.js';
import { userTable } from '../tables/user-table-ddl.js';
import { ordersForNewRows } from './row-order.js';
import type { RowReader } from './row-reader.js';
import { parseRowBody, prepareCells, withDefaults } from './row-values.js';
import { insertRows, updateRowCells, type CellValues } from './rows.repo.js';

/**
 * Parses each item's cells with the table's fields; every failing item is reported at once, by its
 * index under `items`, so a client can tell which rows of its batch to fix.
 */
function parseItems(fields: FieldRecord[], items: readonly Record<string, unknown>[], names: FieldNames): CellValues[] {
  const errors: Record<string, ValidationDetail> = {};
  const parsed = items.map((item, index) => {
    try {
      return parseRowBody(fields, item, names);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors[String(index)] = error.detail as ValidationDetail;
      return new Map() as CellValues;
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError({ items: errors });
  return parsed;
}

/** Refuses a batch naming a row twice, by the index of the second mention. */
function refuseRepeated(ids: readonly number[]): void {
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated !== -1) throw new ValidationError({ items: { [String(repeated)]: [{ error: `Row ${ids[repeated]} is already in this batch.`, code: 'unique' }] } });
}

/** Refuses ids that are not rows of the table (or are in its trash): the whole batch fails, naming them. */
function refuseMissing(ids: readonly number[], found: Iterable<number>): void {
  const existing = new Set(found);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST', `The rows ${missing.join(', ')} do not exist.`);
}

/** Refuses ids of a batch that are not rows of the table (or are in its trash), or that the batch names twice. */
async function checkRowIds(db: Executor, tableId: number, ids: readonly number[]): Promise<void> {
  refuseRepeated(ids);
  const found = await sql<{ id: number }>`select id from ${userTable(tableId)} where id in (${sql.join([...ids])}) and ${liveRowSql()}`.execute(db);
  refuseMissing(ids, found.rows.map((row) => Number(row.id)));
}

/**
 * Cellar's batch rows API, beside the contract's single-row one: up to 200 rows per request, each
 * request one transaction under the table's write lock, so a batch lands whole or not at all.
 * Every row still reaches live subscribers as its own contract event.
 */
export function rowBatchesService(ctx: AppContext, reader: RowReader) {
  // Membership and the right come before the body, as for single rows (contract §10).
  // A value a field's constraint refuses fails the whole batch with ERROR_FIELD_DATA_CONSTRAINT.
  const write = <T>(caller: Caller, tableId: number, right: TableOperation, work: (trx: Executor, fields: FieldRecord[], table: TableInGroup, emit: Emit) => Promise<T>) =>
    withConstraintErrors(ctx.db.kysely, () =>
      tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForCaller(trx, tableId, caller, right);
          return work(trx, await listFields(trx, tableId), table, emit);
        }),
      ),
    );
  const readInItemOrder = async (trx: Executor, tableId: number, fields: FieldRecord[], ids: readonly number[]): Promise<Row[]> => {
    const rows = new Map((await reader.byIds(trx, tableId, fields, [...ids])).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) as Row);
  };

  return {
    /** Creates the rows in the order given, at the end or all before `beforeId`. */
    createMany(caller: Caller, tableId: number, body: unknown, beforeId: number | undefined, userFieldNames?: string): Promise<{ items: Row[] }> {
      return write(caller, tableId, 'create', async (trx, fields, table, emit) => {
        const groupId = table.groupId;
        const { items } = parseBody(createRowsRequest, body);
        const names = fieldNamesFor(userFieldNames, fields);
        const cells = parseItems(fields, items, names);
        const orders = await ordersForNewRows(trx, tableId, beforeId, items.length);
        const prepared = await prepareCells(trx, fields, cells.map((row) => withDefaults(fields, row)));
        const ids = await insertRows(trx, tableId, fields, prepared.map((row, index) => ({ order: orders[index] as string, cells: row })), caller.user.id);
        // Their formulas, and those of rows they link to, are computed before they are read (issue 34).
        await ctx.settleChange?.(trx, emit, { tableId, rowIds: ids });
        const rows = await readInItemOrder(trx, tableId, fields, ids);
        await recordAction(trx, caller, createRowsActionType, groupId, { table_id: tableId, row_ids: ids });
        for (const row of rows) emit({ type: 'row_created', groupId, tableId, row, beforeRowId: beforeId ?? null });
        return { items: rows.map((row) => rowWithKeys(row, fields, names)) };
      });
    },

    /** Changes the cells each item names; an id that is not a row of the table fails the whole batch. */
    updateMany(caller: Caller, tableId: number, body: unknown, userFieldNames?: string): Promise<{ items: Row[] }> {
      return write(caller, tableId, 'update', async (trx, fields, table, emit) => {
        const groupId = table.groupId;
        const { items } = parseBody(updateRowsRequest, body);
        const ids = items.map((item) => item.id);
        const names = fieldNamesFor(userFieldNames, fields);
        const cells = parseItems(fields, items, names);
        await checkRowIds(trx, tableId, ids);
        const prepared = await prepareCells(trx, fields, cells);
        // The values before of the fields any item names, in one read, for undo and history.
        const named = fields.filter((field) => prepared.some((row) => row.has(field.id)));
        const before = await readInItemOrder(trx, tableId, named, ids);
        for (const [index, id] of ids.entries()) await updateRowCells(trx, tableId, id, fields, prepared[index] as CellValues, caller.user.id);
        await ctx.settleChange?.(trx, emit, { tableId, rowIds: ids });
        const rows = await readInItemOrder(trx, tableId, fields, ids);
        await recordRowEdits(trx, caller, table, named, before, rows, true);
        for (const [index, row] of rows.entries()) emit({ type: 'row_updated', groupId, tableId, row, before: { ...row, ...before[index] } });
        return { items: rows.map((row) => rowWithKeys(row, fields, names)) };
      });
    },

    /** Deletes the rows (to the trash); an id that is not a row of the table fails the whole batch. */
    deleteMany(caller: Caller, tableId: number, body: unknown): Promise<void> {
      return write(caller, tableId, 'delete', async (trx, fields, table, emit) => {
        const { items: ids } = parseBody(deleteRowsRequest, body);
        refuseRepeated(ids);
        // To the trash as one entry, restored together (issue 33); a missing row fails the batch,
        // and the transaction takes the flags back.
        const trashed = await trashRows(trx, caller, table, fields, ids, false);
        refuseMissing(ids, trashed);
        await recordAction(trx, caller, deleteRowsActionType, table.groupId, { table_id: tableId, row_ids: trashed });
        for (const rowId of trashed) emit({ type: 'row_deleted', groupId: table.groupId, tableId, rowId });
      });
    },
  };
}

/** The batch rows operations. */
export type RowBatchesService = ReturnType<typeof rowBatchesService>;
