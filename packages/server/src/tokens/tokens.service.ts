import { DomainError, fieldError, tableOperations, validationMessages, type DatabaseToken, type TokenPermissions } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { requireMember } from '../groups/group.policy.js';
import { findGroup } from '../groups/groups.repo.js';
import { generateTokenKey } from './token-keys.js';
import { listPermissionsOfTokens, replacePermission } from './token-permissions.repo.js';
import { assertScopesInGroup, findScopeGroups } from './token-scopes.js';
import { presentToken } from './token.presenter.js';
import { deleteToken, findTokenOfUser, insertToken, listTokensOfUser, renameToken, replaceTokenKey, type TokenRecord } from './tokens.repo.js';

/** What PATCH may change, applied in this order (contract §12). */
export interface TokenChanges {
  name?: string;
  permissions?: TokenPermissions;
  rotate_key: boolean;
}

// A token is managed by its owner while they are in its group: 404 for anyone else's, then 400.
async function getOwnToken(db: Executor, tokenId: number, userId: number): Promise<TokenRecord> {
  const token = await findTokenOfUser(db, tokenId, userId);
  if (!token) throw new DomainError('ERROR_TOKEN_DOES_NOT_EXIST');
  await requireMember(db, token.group_id, userId);
  return token;
}

async function present(db: Executor, tokenId: number, userId: number): Promise<DatabaseToken> {
  const token = await getOwnToken(db, tokenId, userId);
  return presentToken(token, await listPermissionsOfTokens(db, [token.id]));
}

/** Creates, lists, reads, changes and deletes a user's database tokens (contract §12). */
export function tokensService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async list(caller: Caller): Promise<DatabaseToken[]> {
      const tokens = await listTokensOfUser(db, caller.user.id);
      const permissions = await listPermissionsOfTokens(db, tokens.map((token) => token.id));
      return tokens.map((token) => presentToken(token, permissions));
    },

    get(caller: Caller, tokenId: number): Promise<DatabaseToken> {
      return present(db, tokenId, caller.user.id);
    },

    /** A new token of the caller's in a group of theirs, with the rights given or else every right to every table of it. */
    create(caller: Caller, values: { name: string; group: number; permissions?: TokenPermissions | undefined }): Promise<DatabaseToken> {
      return commitChange(ctx, originOf(caller), async (trx) => {
        if (!(await findGroup(trx, values.group))) throw fieldError('group', validationMessages.pkDoesNotExist(values.group), 'does_not_exist');
        await requireMember(trx, values.group, caller.user.id);
        const { permissions } = values;
        if (permissions) assertScopesInGroup(permissions, await findScopeGroups(trx, permissions), values.group);
        const token = await insertToken(trx, { userId: caller.user.id, groupId: values.group, name: values.name, key: generateTokenKey() });
        for (const operation of tableOperations) await replacePermission(trx, token.id, operation, permissions ? permissions[operation] : true);
        return present(trx, token.id, caller.user.id);
      });
    },

    /**
     * Renames, replaces the rights, then rotates the key; all or nothing. The token is the caller's
     * before the databases and tables it names are looked up: the other way round, anyone could
     * learn which ids exist from the answers about a token that is not theirs.
     */
    update(caller: Caller, tokenId: number, changes: TokenChanges): Promise<DatabaseToken> {
      return commitChange(ctx, originOf(caller), async (trx) => {
        const { permissions } = changes;
        const token = await getOwnToken(trx, tokenId, caller.user.id);
        const scopeGroups = permissions ? await findScopeGroups(trx, permissions) : undefined;
        if (changes.name !== undefined) await renameToken(trx, token.id, changes.name);
        if (permissions && scopeGroups) {
          assertScopesInGroup(permissions, scopeGroups, token.group_id);
          for (const operation of tableOperations) await replacePermission(trx, token.id, operation, permissions[operation]);
        }
        if (changes.rotate_key) await replaceTokenKey(trx, token.id, generateTokenKey());
        return present(trx, token.id, caller.user.id);
      });
    },

    delete(caller: Caller, tokenId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx) => {
        const token = await getOwnToken(trx, tokenId, caller.user.id);
        await deleteToken(trx, token.id);
      });
    },
  };
}
