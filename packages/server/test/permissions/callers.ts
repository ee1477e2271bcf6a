import { accountEndpoints, type TokenResponse } from '@cellar/core';
import type { TestServer } from '../helpers/test-server.js';

/** The six kinds of caller every endpoint is called as. */
export const callerKinds = ['anonymous', 'outsider', 'member', 'admin', 'staff', 'token'] as const;
/** One kind of caller of the permission matrix. */
export type CallerKind = (typeof callerKinds)[number];

/** A signed-up account; `token` is its current JWT and is renewed when the account's password changes. */
export interface Account {
  email: string;
  password: string;
  token: string;
}

// 32 characters like a real key (contract §12), but no token's: the matrix's token caller is an unknown key.
// What real tokens may do is tested in test/database/token-permissions.test.ts.
const unknownTokenKey = 'Zq7Xk2Lm9Pw4Rt6Yv8Bn3Cd5Fg1Hj0Ks';

/** A caller as a request carries it: no header, a JWT of its account, or a database token. */
export interface MatrixCaller {
  kind: CallerKind;
  /** The signed-in account; none for anonymous and token callers. */
  account?: Account;
  headers(): Record<string, string>;
}

/** Makes the caller of a kind, signed in as `account` where the kind has one. */
export function matrixCaller(kind: CallerKind, account?: Account): MatrixCaller {
  return {
    kind,
    account,
    headers(): Record<string, string> {
      if (kind === 'token') return { authorization: `Token ${unknownTokenKey}` };
      return account ? { authorization: `JWT ${account.token}` } : {};
    },
  };
}

/** Signs an account in again, e.g. after its password changed and its sessions ended (decision 0002). */
export async function signInAgain(server: TestServer, account: Account): Promise<void> {
  const answer = await server.api.call(accountEndpoints.login, { body: { username: account.email, password: account.password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  account.token = (answer.body as TokenResponse).token;
}
