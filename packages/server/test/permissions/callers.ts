import { accountEndpoints, tokenRight, type Endpoint, type TableOperation, type TokenResponse } from '@cellar/core';
import type { TestServer } from '../helpers/test-server.js';

/** The kinds of caller that carry a database token instead of a JWT (contract §12). */
export const tokenCallerKinds = ['unknown token', 'token with the right', 'token without the right'] as const;
/** The eight kinds of caller every endpoint is called as. */
export const callerKinds = ['anonymous', 'outsider', 'member', 'admin', 'staff', ...tokenCallerKinds] as const;
/** One kind of caller of the permission matrix. */
export type CallerKind = (typeof callerKinds)[number];
export type TokenCallerKind = (typeof tokenCallerKinds)[number];

/** A signed-up account; `token` is its current JWT and is renewed when the account's password changes. */
export interface Account {
  email: string;
  password: string;
  token: string;
}

// 32 characters like a real key (contract §12), but no token's.
const unknownTokenKey = 'Zq7Xk2Lm9Pw4Rt6Yv8Bn3Cd5Fg1Hj0Ks';

/** A caller as a request carries it: no header, a JWT of its account, or a database token's key. */
export interface MatrixCaller {
  kind: CallerKind;
  /** The signed-in account; none for anonymous and token callers. */
  account?: Account;
  /** The headers of a call to `endpoint` (a token caller's key depends on the right the endpoint needs). */
  headers(endpoint?: Endpoint): Record<string, string>;
}

/** Makes a caller that signs in as `account`, or carries nothing, or the unknown key. */
export function matrixCaller(kind: Exclude<CallerKind, 'token with the right' | 'token without the right'>, account?: Account): MatrixCaller {
  return {
    kind,
    account,
    headers(): Record<string, string> {
      if (kind === 'unknown token') return { authorization: `Token ${unknownTokenKey}` };
      return account ? { authorization: `JWT ${account.token}` } : {};
    },
  };
}

/**
 * The keys of real tokens in the fixture group, owned by its MEMBER: one with every right, and for each
 * operation one with every right but that one, so a check of the wrong right lets the call through.
 */
export interface MatrixTokenKeys {
  allRights: string;
  allBut: Record<TableOperation, string>;
}

/** Makes a caller with a real token: every right, or every right but the one the called endpoint needs. */
export function tokenCaller(kind: 'token with the right' | 'token without the right', keys: MatrixTokenKeys): MatrixCaller {
  return {
    kind,
    headers(endpoint?: Endpoint): Record<string, string> {
      const right = endpoint ? tokenRight(endpoint.access) : undefined;
      // An endpoint that admits no token ignores the header: any real key shows that.
      const key = kind === 'token with the right' || right === undefined ? keys.allRights : keys.allBut[right];
      return { authorization: `Token ${key}` };
    },
  };
}

/** Signs an account in again, e.g. after its password changed and its sessions ended (decision 0002). */
export async function signInAgain(server: TestServer, account: Account): Promise<void> {
  const answer = await server.api.call(accountEndpoints.login, { body: { username: account.email, password: account.password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  account.token = (answer.body as TokenResponse).token;
}
