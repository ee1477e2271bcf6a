import type { TableOperation } from '@cellar/core';
import type { GrantedTable, TokenGrant } from '../callers/caller.js';
import type { TokenPermissionRecord } from './token-permissions.repo.js';
import type { TokenRecord } from './tokens.repo.js';

/**
 * What a token allows, read once per request (contract §12, step 4): nothing outside its group or
 * once its owner has left the group; else an operation on a table it holds for every table, for
 * the table, or for the table's database.
 */
export function tokenGrant(token: TokenRecord, rights: readonly TokenPermissionRecord[], ownerIsMember: boolean): TokenGrant {
  return {
    id: token.id,
    groupId: token.group_id,
    permits(operation: TableOperation, table: GrantedTable): boolean {
      if (!ownerIsMember || table.groupId !== token.group_id) return false;
      return rights.some(
        (right) =>
          right.operation === operation &&
          ((right.database_id === null && right.table_id === null) || right.table_id === table.id || right.database_id === table.databaseId),
      );
    },
  };
}
