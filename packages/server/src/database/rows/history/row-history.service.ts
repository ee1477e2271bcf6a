import { DomainError, rowHistoryWindow, type RowHistoryPage, type rowHistoryQuery } from '@cellar/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../callers/caller.js';
import { getTableForCaller } from '../../table.policy.js';
import { userTable } from '../../tables/user-table-ddl.js';
import { liveRowSql } from '../live-rows.js';
import { placeWindow } from '../pagination.js';
import { countRowHistory, listRowHistory } from './row-history.repo.js';

/** A row's history, as the reference's row history endpoint reads it: members only, the row out of the trash. */
export function rowHistoryService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /** A page of a row's changes, newest first (404 for an unknown table, 400 for an outsider, 404 for a row not there or trashed). */
    async list(caller: Caller, tableId: number, rowId: number, query: z.output<typeof rowHistoryQuery>, pageUrl: URL): Promise<RowHistoryPage> {
      await getTableForCaller(db, tableId, caller);
      const { rows } = await sql`select 1 from ${userTable(tableId)} where id = ${rowId} and ${liveRowSql()}`.execute(db);
      if (rows.length === 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
      const window = rowHistoryWindow(query);
      const count = await countRowHistory(db, tableId, rowId);
      const placed = placeWindow(window, count, pageUrl);
      return { count, next: placed.next, previous: placed.previous, results: await listRowHistory(db, tableId, rowId, window) };
    },
  };
}

/** The row history operations. */
export type RowHistoryService = ReturnType<typeof rowHistoryService>;
