import type { UserRecord } from '../accounts/users.repo.js';
import type { TokenGrant } from './caller.js';

/** Finds the database token of a key, with its owner; undefined when no token has that key. */
export interface TokenAuthenticator {
  authenticate(key: string): Promise<{ user: UserRecord; grant: TokenGrant } | undefined>;
}
