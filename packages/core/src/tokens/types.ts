import type { TableOperation } from '../api/endpoint.js';

/** What a token's right names: a whole database, or one table (contract §12). */
export type TokenScopeType = 'database' | 'table';

/** One `[type, id]` pair of a token's right. */
export type TokenScope = [TokenScopeType, number];

/** A right as the API shows and takes it: `true` for every table of the group, `false` for none, or the listed databases and tables. */
export type TokenPermissionValue = boolean | TokenScope[];

/** A token's four rights, one per row operation. */
export type TokenPermissions = Record<TableOperation, TokenPermissionValue>;

/** A database token as the API shows it: exactly these five keys (contract §12). */
export interface DatabaseToken {
  id: number;
  name: string;
  group: number;
  key: string;
  permissions: TokenPermissions;
}
