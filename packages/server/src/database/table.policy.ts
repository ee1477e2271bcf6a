import { DomainError, type TableOperation } from '@cellar/core';
import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { requireMember, requireReader } from '../groups/group.policy.js';
import type { TableRecord } from './tables/tables.repo.js';

/** A table with the group it belongs to. */
export interface TableInGroup extends TableRecord {
  groupId: number;
}

/**
 * Finds a table (404 ERROR_TABLE_DOES_NOT_EXIST) and its group in one query, without checking who
 * asks. A table in the trash, or in a database or group in the trash, counts as missing, as the
 * reference's trash-aware managers answer.
 */
export async function getTableOrThrow(db: Executor, tableId: number): Promise<TableInGroup> {
  const table = await db
    .selectFrom('database_tables')
    .innerJoin('applications', 'applications.id', 'database_tables.database_id')
    .innerJoin('groups', 'groups.id', 'applications.group_id')
    .select(['database_tables.id', 'database_tables.name', 'database_tables.order', 'database_tables.database_id', 'applications.group_id as groupId'])
    .where('database_tables.id', '=', tableId)
    .where('database_tables.trashed', '=', false)
    .where('applications.trashed', '=', false)
    .where('groups.trashed', '=', false)
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

// A database token's right to `operation` on the table (401 ERROR_NO_PERMISSION_TO_TABLE); a token
// whose owner has left the table's group holds none. A JWT caller has no token to check.
function requireTokenRight(caller: Caller, table: TableInGroup, operation?: TableOperation): void {
  const granted = { id: table.id, databaseId: table.database_id, groupId: table.groupId };
  if (caller.token && (!operation || !caller.token.permits(operation, granted))) throw new DomainError('ERROR_NO_PERMISSION_TO_TABLE');
}

/**
 * Finds a table the caller may use (contract §10, §12): 404 first; then, for a database token,
 * its right to `operation` on the table (401); then membership of the table's group, which a
 * token's owner needs too. The reference's get, create, update and delete row views check so.
 */
export async function getTableForCaller(db: Executor, tableId: number, caller: Caller, operation?: TableOperation): Promise<TableInGroup> {
  const table = await getTableOrThrow(db, tableId);
  requireTokenRight(caller, table, operation);
  await requireMember(db, table.groupId, caller.user.id);
  return table;
}

/**
 * The rows list's order, which the reference's list view writes otherwise: 404, then membership
 * of the caller (a token's owner) in the table's group (400), then the token's read right (401).
 * A token whose owner has left the group is so a 400 here and a 401 on the other row endpoints.
 */
export async function getTableForRowsList(db: Executor, tableId: number, caller: Caller): Promise<TableInGroup> {
  const table = await getTableOrThrow(db, tableId);
  await requireMember(db, table.groupId, caller.user.id);
  requireTokenRight(caller, table, 'read');
  return table;
}
