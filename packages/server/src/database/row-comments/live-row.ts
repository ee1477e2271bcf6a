import { DomainError, type ErrorCode } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { liveRowSql } from '../rows/live-rows.js';
import { userTable } from '../tables/user-table-ddl.js';

/**
 * Requires a row that exists and is out of the trash: a row's comments are reached only through it
 * (ERROR_ROW_DOES_NOT_EXIST when reading or writing them, `code` for a comment found by its id).
 */
export async function requireLiveRow(db: Executor, tableId: number, rowId: number, code: ErrorCode = 'ERROR_ROW_DOES_NOT_EXIST'): Promise<void> {
  const found = await sql<{ id: number }>`select id from ${userTable(tableId)} where id = ${rowId} and ${liveRowSql()}`.execute(db);
  if (found.rows.length === 0) throw new DomainError(code);
}
