import { tableOperations, type DatabaseToken, type TableOperation, type TokenPermissions, type TokenScope } from '@cellar/core';
import type { TokenPermissionRecord } from './token-permissions.repo.js';
import type { TokenRecord } from './tokens.repo.js';

// `true` when an "all tables" grant exists; else the pairs in storage order, or `false` for none (contract §12).
function presentPermission(rows: readonly TokenPermissionRecord[], operation: TableOperation): TokenPermissions[TableOperation] {
  const own = rows.filter((row) => row.operation === operation);
  if (own.some((row) => row.database_id === null && row.table_id === null)) return true;
  const scopes = own.map((row): TokenScope => (row.database_id !== null ? ['database', row.database_id] : ['table', row.table_id as number]));
  return scopes.length > 0 ? scopes : false;
}

/** A token as the API shows it: exactly id, name, group, key and permissions. */
export function presentToken(token: TokenRecord, permissionsOfAllTokens: readonly TokenPermissionRecord[]): DatabaseToken {
  const rows = permissionsOfAllTokens.filter((row) => row.token_id === token.id);
  const permissions = Object.fromEntries(tableOperations.map((operation) => [operation, presentPermission(rows, operation)])) as TokenPermissions;
  return { id: token.id, name: token.name, group: token.group_id, key: token.key, permissions };
}
