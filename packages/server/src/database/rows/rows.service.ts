import { DomainError, type Row, type RowPage } from '@cellar/core';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { getTableForMember, getTableOrThrow, type TableInGroup } from '../table.policy.js';
import { userTable } from '../tables/user-table-ddl.js';
import { pageWindow } from './pagination.js';
import type { RowCountCache } from './row-count-cache.js';
import { chooseFields, countMatching, parseOrderBy, selectRows, selectRowsById } from './row-query.js';
import { orderForNewRow } from './row-order.js';
import { parseRowBody, presentRow, withDefaults } from './row-values.js';
import { insertRows, toColumns } from './rows.repo.js';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads one row of a table with all its fields, or answers ERROR_ROW_DOES_NOT_EXIST. */
export async function readRow(db: Executor, tableId: number, fields: FieldRecord[], rowId: number): Promise<Row> {
  const [raw] = await selectRowsById(db, tableId, fields, [rowId]);
  if (!raw) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  return presentRow(raw, fields);
}

/** The rows API of contract §10: list, read, create (optionally before a row), update, delete. */
export function rowsService(ctx: AppContext, counts: RowCountCache) {
  const db = ctx.db.kysely;

  // Create/update check the body before membership (contract §10, check order).
  async function tableAndBody(tableId: number, body: unknown): Promise<{ table: TableInGroup; fields: FieldRecord[]; cells: ReturnType<typeof parseRowBody> }> {
    const table = await getTableOrThrow(db, tableId);
    const fields = await listFields(db, tableId);
    return { table, fields, cells: parseRowBody(fields, body) };
  }

  return {
    async list(userId: number, tableId: number, query: Query, url: URL): Promise<RowPage> {
      await getTableForMember(db, tableId, userId);
      const fields = await listFields(db, tableId);
      const search = one(query.search);
      const sorts = parseOrderBy(one(query.order_by), fields);
      const columns = chooseFields(fields, one(query.include), one(query.exclude));
      const { window, total } = await pageWindow(query, url, () => countMatching(counts, db, tableId, fields, search), 200)();
      const rows = await selectRows(db, tableId, fields, columns, { search, sorts }, { ...window, total });
      return { count: total, ...window.links(total), results: rows.map((raw) => presentRow(raw, columns)) };
    },

    async get(userId: number, tableId: number, rowId: number): Promise<Row> {
      await getTableForMember(db, tableId, userId);
      return readRow(db, tableId, await listFields(db, tableId), rowId);
    },

    async create(userId: number, tableId: number, body: unknown, beforeId: number | undefined): Promise<Row> {
      const { table, fields, cells } = await tableAndBody(tableId, body);
      return commitChange(ctx, async (trx, emit) => {
        const order = await orderForNewRow(trx, tableId, beforeId);
        await requireMember(trx, table.groupId, userId);
        const [id] = await insertRows(trx, tableId, fields, [{ order, cells: withDefaults(fields, cells) }]);
        const row = await readRow(trx, tableId, fields, id as number);
        emit({ type: 'row_created', tableId, row, beforeRowId: beforeId ?? null });
        return row;
      });
    },

    async update(userId: number, tableId: number, rowId: number, body: unknown): Promise<Row> {
      const { table, fields, cells } = await tableAndBody(tableId, body);
      return commitChange(ctx, async (trx, emit) => {
        await requireMember(trx, table.groupId, userId);
        const columns = toColumns(fields, cells);
        if (Object.keys(columns).length > 0) {
          const assignments = Object.entries(columns).map(([column, value]) => sql`${sql.id(column)} = ${value}`);
          await sql`update ${userTable(tableId)} set ${sql.join(assignments)} where id = ${rowId}`.execute(trx);
        }
        const row = await readRow(trx, tableId, fields, rowId);
        emit({ type: 'row_updated', tableId, row });
        return row;
      });
    },

    async delete(userId: number, tableId: number, rowId: number): Promise<void> {
      await commitChange(ctx, async (trx, emit) => {
        await getTableForMember(trx, tableId, userId);
        const deleted = await sql`delete from ${userTable(tableId)} where id = ${rowId}`.execute(trx);
        if (Number(deleted.numAffectedRows ?? 0) === 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
        emit({ type: 'row_deleted', tableId, rowId });
      });
    },
  };
}
