import { findUserById } from '../accounts/users.repo.js';
import type { TokenAuthenticator } from '../callers/token-authenticator.js';
import type { Executor } from '../db/executor.js';
import { findMembership } from '../groups/memberships.repo.js';
import { tokenGrant } from './token-grant.js';
import { listPermissionsOfTokens } from './token-permissions.repo.js';
import { findTokenByKey } from './tokens.repo.js';

/**
 * Finds the token of a request's key in the database, with its owner, its rights and whether the
 * owner is still in its group. A disabled owner's token works no more than their JWT would. The
 * reference's usage counter (§16.17, optional) is not kept: a read stays a read.
 */
export function storedTokens(db: Executor): TokenAuthenticator {
  return {
    async authenticate(key) {
      const token = await findTokenByKey(db, key);
      if (!token) return undefined;
      const user = await findUserById(db, token.user_id);
      if (!user?.is_active) return undefined;
      const rights = await listPermissionsOfTokens(db, [token.id]);
      const membership = await findMembership(db, token.group_id, user.id);
      return { user, grant: tokenGrant(token, rights, membership !== undefined) };
    },
  };
}
