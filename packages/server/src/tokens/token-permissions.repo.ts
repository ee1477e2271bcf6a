import { sql, type Selectable } from 'kysely';
import type { TableOperation, TokenPermissionValue } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import type { DatabaseSchema } from '../db/schema.js';

/** One stored right of a token. */
export type TokenPermissionRecord = Selectable<DatabaseSchema['database_token_permissions']>;

/**
 * The rights of some tokens, in storage order (the order the API lists pairs in). A right on a table
 * or database in the trash is left out, as the trashed object is everywhere (issue 33); it comes
 * back with it.
 */
export async function listPermissionsOfTokens(db: Executor, tokenIds: readonly number[]): Promise<TokenPermissionRecord[]> {
  if (tokenIds.length === 0) return [];
  return db
    .selectFrom('database_token_permissions')
    .selectAll()
    .where('token_id', 'in', tokenIds)
    .where(sql<boolean>`(table_id is null or exists (select 1 from database_tables as t join applications as a on a.id = t.database_id
      where t.id = database_token_permissions.table_id and not t.trashed and not a.trashed))`)
    .where(sql<boolean>`(database_id is null or exists (select 1 from applications as a where a.id = database_token_permissions.database_id and not a.trashed))`)
    .orderBy('id')
    .execute();
}

/**
 * Replaces a token's right to one operation: `true` stores one grant of every table, `false` or
 * an empty list nothing, a list one row per pair (contract §12: the stored set is replaced).
 */
export async function replacePermission(db: Executor, tokenId: number, operation: TableOperation, value: TokenPermissionValue): Promise<void> {
  await db.deleteFrom('database_token_permissions').where('token_id', '=', tokenId).where('operation', '=', operation).execute();
  const rows =
    value === true
      ? [{ token_id: tokenId, operation, database_id: null, table_id: null }]
      : value === false
        ? []
        : value.map(([type, id]) => ({ token_id: tokenId, operation, database_id: type === 'database' ? id : null, table_id: type === 'table' ? id : null }));
  if (rows.length > 0) await db.insertInto('database_token_permissions').values(rows).execute();
}
