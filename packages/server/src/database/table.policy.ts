import { DomainError, type TableOperation } from '@cellar/core';
import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { requireMember, requireReader } from '../groups/group.policy.js';
import type { TableRecord } from './tables/tables.repo.js';

/** A table with the group it belongs to. */
export interface TableInGroup extends TableRecord {
  groupId: number;
}

/** Finds a table (404 ERROR_TABLE_DOES_NOT_EXIST) and its group in one query, without checking who asks. */
export async function getTableOrThrow(db: Executor, tableId: number): Promise<TableInGroup> {
  const table = await db
    .selectFrom('database_tables')
    .innerJoin('applications', 'applications.id', 'database_tables.database_id')
    .select(['database_tables.id', 'database_tables.name', 'database_tables.order', 'database_tables.database_id', 'applications.group_id as groupId'])
    .where('database_tables.id', '=', tableId)
    .executeTakeFirst();
  if (!table) throw new DomainError('ERROR_TABLE_DOES_NOT_EXIST');
  return table;
}

/** Finds a table and requires the user to be a member of its group (contract §1.4: 404, then 400). */
export async function getTableForMember(db: Executor, tableId: number, userId: number): Promise<TableInGroup> {
  const table = await getTableOrThrow(db, tableId);
  await requireMember(db, table.groupId, userId);
  return table;
}

/** Finds a table (404 first) that the caller may read on a preview read: a member's, or a template's for anyone (contract §1.6). */
export async function getTableForReader(db: Executor, tableId: number, caller: Caller | undefined): Promise<TableInGroup> {
  const table = await getTableOrThrow(db, tableId);
  await requireReader(db, table.groupId, caller);
  return table;
}

/**
 * Finds a table the caller may use (contract §10, §12): 404 first; then, for a database token,
 * its right to `operation` on the table (401 ERROR_NO_PERMISSION_TO_TABLE); then membership of
 * the table's group, which a token's owner needs too.
 */
export async function getTableForCaller(db: Executor, tableId: number, caller: Caller, operation?: TableOperation): Promise<TableInGroup> {
  const table = await getTableOrThrow(db, tableId);
  const granted = { id: table.id, databaseId: table.database_id, groupId: table.groupId };
  if (caller.token && (!operation || !caller.token.permits(operation, granted))) throw new DomainError('ERROR_NO_PERMISSION_TO_TABLE');
  await requireMember(db, table.groupId, caller.user.id);
  return table;
}
