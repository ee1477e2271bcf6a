import { createRowsRequest, deleteRowsRequest, DomainError, fieldNamesFor, parseBody, rowWithKeys, updateRowsRequest, ValidationError, type FieldNames, type Row, type TableOperation, type ValidationDetail } from '@cellar/core';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange, type Emit } from '../../events/unit-of-work.js';
import { withConstraintErrors } from '../fields/constraints/constraint-violations.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { getTableForCaller } from '../table.policy.js';
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

/** The ids of a batch that are not rows of the table, or that the batch names twice. */
async function checkRowIds(db: Executor, tableId: number, ids: readonly number[]): Promise<void> {
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated !== -1) throw new ValidationError({ items: { [String(repeated)]: [{ error: `Row ${ids[repeated]} is already in this batch.`, code: 'unique' }] } });
  const found = await sql<{ id: number }>`select id from ${userTable(tableId)} where id in (${sql.join([...ids])})`.execute(db);
  const existing = new Set(found.rows.map((row) => Number(row.id)));
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST', `The rows ${missing.join(', ')} do not exist.`);
}

/**
 * Cellar's batch rows API, beside the contract's single-row one: up to 200 rows per request, each
 * request one transaction under the table's write lock, so a batch lands whole or not at all.
 * Every row still reaches live subscribers as its own contract event.
 */
export function rowBatchesService(ctx: AppContext, reader: RowReader) {
  // Membership and the right come before the body, as for single rows (contract §10).
  // A value a field's constraint refuses fails the whole batch with ERROR_FIELD_DATA_CONSTRAINT.
  const write = <T>(caller: Caller, tableId: number, right: TableOperation, work: (trx: Executor, fields: FieldRecord[], groupId: number, emit: Emit) => Promise<T>) =>
    withConstraintErrors(ctx.db.kysely, () =>
      tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForCaller(trx, tableId, caller, right);
          return work(trx, await listFields(trx, tableId), table.groupId, emit);
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
      return write(caller, tableId, 'create', async (trx, fields, groupId, emit) => {
        const { items } = parseBody(createRowsRequest, body);
        const names = fieldNamesFor(userFieldNames, fields);
        const cells = parseItems(fields, items, names);
        const orders = await ordersForNewRows(trx, tableId, beforeId, items.length);
        const prepared = await prepareCells(trx, fields, cells.map((row) => withDefaults(fields, row)));
        const ids = await insertRows(trx, tableId, fields, prepared.map((row, index) => ({ order: orders[index] as string, cells: row })), caller.user.id);
        const rows = await readInItemOrder(trx, tableId, fields, ids);
        for (const row of rows) emit({ type: 'row_created', groupId, tableId, row, beforeRowId: beforeId ?? null });
        return { items: rows.map((row) => rowWithKeys(row, fields, names)) };
      });
    },

    /** Changes the cells each item names; an id that is not a row of the table fails the whole batch. */
    updateMany(caller: Caller, tableId: number, body: unknown, userFieldNames?: string): Promise<{ items: Row[] }> {
      return write(caller, tableId, 'update', async (trx, fields, groupId, emit) => {
        const { items } = parseBody(updateRowsRequest, body);
        const ids = items.map((item) => item.id);
        const names = fieldNamesFor(userFieldNames, fields);
        const cells = parseItems(fields, items, names);
        await checkRowIds(trx, tableId, ids);
        const prepared = await prepareCells(trx, fields, cells);
        for (const [index, id] of ids.entries()) await updateRowCells(trx, tableId, id, fields, prepared[index] as CellValues, caller.user.id);
        const rows = await readInItemOrder(trx, tableId, fields, ids);
        for (const row of rows) emit({ type: 'row_updated', groupId, tableId, row });
        return { items: rows.map((row) => rowWithKeys(row, fields, names)) };
      });
    },

    /** Deletes the rows; an id that is not a row of the table fails the whole batch. */
    deleteMany(caller: Caller, tableId: number, body: unknown): Promise<void> {
      return write(caller, tableId, 'delete', async (trx, _fields, groupId, emit) => {
        const { items: ids } = parseBody(deleteRowsRequest, body);
        await checkRowIds(trx, tableId, ids);
        await sql`delete from ${userTable(tableId)} where id in (${sql.join([...ids])})`.execute(trx);
        for (const rowId of ids) emit({ type: 'row_deleted', groupId, tableId, rowId });
      });
    },
  };
}

/** The batch rows operations. */
export type RowBatchesService = ReturnType<typeof rowBatchesService>;
