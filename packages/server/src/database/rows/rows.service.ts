import { DomainError, fieldNamesFor, rowsListRowQuery, rowWithKeys, type listRowsQuery, type Row, type RowPage } from '@cellar/core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { withConstraintErrors } from '../fields/constraints/constraint-violations.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { getTableForCaller, getTableForRowsList } from '../table.policy.js';
import { lockTableInTransaction, tableWriteLocks } from '../tables/table-write-lock.js';
import { resolveRowQuery } from './resolve-row-query.js';
import { orderForNewRow } from './row-order.js';
import type { RowReader } from './row-reader.js';
import { parseRowBody, prepareCells, withDefaults } from './row-values.js';
import { insertRows, updateRowCells } from './rows.repo.js';
import { recordAction } from '../../actions/action-log.js';
import { createRowActionType } from './actions/create-row.js';
import { deleteRowActionType } from './actions/delete-row.js';
import { recordRowEdits } from './actions/record-row-edits.js';
import { trashRows } from './trash/row-trash.js';

/**
 * The rows API of contract §10: list, read, create (optionally before a row), update, delete (to the
 * trash). Each write is recorded as an action in its transaction, for undo and the row's history.
 */
export function rowsService(ctx: AppContext, reader: RowReader) {
  const db = ctx.db.kysely;

  async function readRow(executor: Executor, tableId: number, fields: FieldRecord[], rowId: number): Promise<Row> {
    const [row] = await reader.byIds(executor, tableId, fields, [rowId]);
    if (!row) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
    return row;
  }

  return {
    /** A page of rows, searched, filtered and ordered as the query string says (contract §10.3). */
    async list(caller: Caller, tableId: number, query: z.output<typeof listRowsQuery>, pageUrl: URL): Promise<RowPage> {
      await getTableForRowsList(db, tableId, caller);
      const fields = await listFields(db, tableId);
      const names = fieldNamesFor(query.user_field_names, fields);
      const page = await reader.page(db, tableId, fields, resolveRowQuery(rowsListRowQuery(query, names), fields), pageUrl);
      return { ...page, results: page.results.map((row) => rowWithKeys(row, fields, names)) };
    },

    /** One row; `userFieldNames` is the request's `user_field_names`, as for every row endpoint below. */
    async get(caller: Caller, tableId: number, rowId: number, userFieldNames?: string): Promise<Row> {
      await getTableForCaller(db, tableId, caller, 'read');
      const fields = await listFields(db, tableId);
      return rowWithKeys(await readRow(db, tableId, fields, rowId), fields, fieldNamesFor(userFieldNames, fields));
    },

    // Writes check membership before the body, so an outsider learns nothing of the table's
    // fields or rows (Cellar's deliberate deviation, contract §10).
    // The events carry `field_<id>` keys whatever the request's naming: live subscribers read them so.
    create(caller: Caller, tableId: number, body: unknown, beforeId: number | undefined, userFieldNames?: string): Promise<Row> {
      return withConstraintErrors(db, () => tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForCaller(trx, tableId, caller, 'create');
          const fields = await listFields(trx, tableId);
          const names = fieldNamesFor(userFieldNames, fields);
          const cells = parseRowBody(fields, body, names);
          const order = await orderForNewRow(trx, tableId, beforeId);
          const [prepared] = await prepareCells(trx, fields, [withDefaults(fields, cells)]);
          const [id] = await insertRows(trx, tableId, fields, [{ order, cells: prepared ?? new Map() }], caller.user.id);
          // Its formulas, and those of rows it links to, are computed before it is read (issue 34).
          await ctx.settleChange?.(trx, emit, { tableId, rowIds: [id as number] });
          const row = await readRow(trx, tableId, fields, id as number);
          await recordAction(trx, caller, createRowActionType, table.groupId, { table_id: tableId, row_id: row.id });
          emit({ type: 'row_created', groupId: table.groupId, tableId, row, beforeRowId: beforeId ?? null });
          return rowWithKeys(row, fields, names);
        }),
      ));
    },

    update(caller: Caller, tableId: number, rowId: number, body: unknown, userFieldNames?: string): Promise<Row> {
      return withConstraintErrors(db, () => tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForCaller(trx, tableId, caller, 'update');
          const fields = await listFields(trx, tableId);
          const names = fieldNamesFor(userFieldNames, fields);
          const [cells = new Map()] = await prepareCells(trx, fields, [parseRowBody(fields, body, names)]);
          const named = fields.filter((field) => cells.has(field.id));
          // The values before, of the fields the body names only, for undo and history.
          const [before] = await reader.byIds(trx, tableId, named, [rowId]);
          if (!before || !(await updateRowCells(trx, tableId, rowId, fields, cells, caller.user.id))) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
          await ctx.settleChange?.(trx, emit, { tableId, rowIds: [rowId] });
          const row = await readRow(trx, tableId, fields, rowId);
          await recordRowEdits(trx, caller, table, named, [before], [row]);
          emit({ type: 'row_updated', groupId: table.groupId, tableId, row, before: { ...row, ...before } });
          return rowWithKeys(row, fields, names);
        }),
      ));
    },

    delete(caller: Caller, tableId: number, rowId: number): Promise<void> {
      return tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          await lockTableInTransaction(trx, tableId);
          const table = await getTableForCaller(trx, tableId, caller, 'delete');
          // To the trash, not away (issue 33): restoring it, or undoing this, brings it back with its links.
          const [trashed] = await trashRows(trx, caller, table, await listFields(trx, tableId), [rowId], true);
          if (trashed === undefined) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
          await recordAction(trx, caller, deleteRowActionType, table.groupId, { table_id: tableId, row_id: rowId });
          emit({ type: 'row_deleted', groupId: table.groupId, tableId, rowId });
        }),
      );
    },
  };
}

/** The rows service's operations. */
export type RowsService = ReturnType<typeof rowsService>;
