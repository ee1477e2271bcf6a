import { DomainError, tableOperations, tokenPermissionsMessages, ValidationError, type TokenPermissions, type TokenScope } from '@cellar/core';
import type { Executor } from '../db/executor.js';

/** The group of every database and table a `permissions` value names, by `type:id`. */
export type ScopeGroups = Map<string, number>;

const scopeKey = ([type, id]: TokenScope) => `${type}:${id}`;

function scopesOf(permissions: TokenPermissions): TokenScope[] {
  return tableOperations.flatMap((operation) => {
    const value = permissions[operation];
    return Array.isArray(value) ? value : [];
  });
}

/**
 * Finds the group of each database and table the permissions name. One that does not exist is a
 * body error (`invalid_value`; contract §16.3: the reference fails with a 500 here), found once
 * the token is known to be the caller's, so that it tells no one else which ids exist.
 */
export async function findScopeGroups(db: Executor, permissions: TokenPermissions): Promise<ScopeGroups> {
  const scopes = scopesOf(permissions);
  const databaseIds = [...new Set(scopes.filter(([type]) => type === 'database').map(([, id]) => id))];
  const tableIds = [...new Set(scopes.filter(([type]) => type === 'table').map(([, id]) => id))];
  const groups: ScopeGroups = new Map();
  if (databaseIds.length > 0) {
    const databases = await db.selectFrom('applications').select(['id', 'group_id']).where('id', 'in', databaseIds).where('type', '=', 'database').execute();
    for (const database of databases) groups.set(scopeKey(['database', database.id]), database.group_id);
  }
  if (tableIds.length > 0) {
    const tables = await db
      .selectFrom('database_tables')
      .innerJoin('applications', 'applications.id', 'database_tables.database_id')
      .select(['database_tables.id', 'applications.group_id'])
      .where('database_tables.id', 'in', tableIds)
      .execute();
    for (const table of tables) groups.set(scopeKey(['table', table.id]), table.group_id);
  }
  if (scopes.some((scope) => !groups.has(scopeKey(scope)))) {
    throw new ValidationError({ permissions: [{ error: tokenPermissionsMessages.invalid_value, code: 'invalid_value' }] });
  }
  return groups;
}

/** Refuses a database or table of another group than the token's, the first one named deciding the error. */
export function assertScopesInGroup(permissions: TokenPermissions, groups: ScopeGroups, groupId: number): void {
  for (const scope of scopesOf(permissions)) {
    if (groups.get(scopeKey(scope)) === groupId) continue;
    throw new DomainError(scope[0] === 'database' ? 'ERROR_DATABASE_DOES_NOT_BELONG_TO_GROUP' : 'ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP');
  }
}
