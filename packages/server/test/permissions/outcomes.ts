import { tokenRight, type Endpoint, type ErrorCode } from '@cellar/core';
import type { CallerKind } from './callers.js';

/** What a cell of the matrix must answer: the endpoint's success status, or one refusal, exactly. */
export type Outcome = { kind: 'success'; name: string } | { kind: 'refused'; name: string; status: number; body: Record<string, string> };

const refused = (name: string, status: number, body: Record<string, string>): Outcome => ({ kind: 'refused', name, status, body });

/** The answers of contract §1.2, §1.6 and §5.3 that the matrix expects, with their exact bodies. */
export const outcomes = {
  success: { kind: 'success', name: 'success' } as Outcome,
  notAuthenticated: refused('not authenticated', 401, { detail: 'Authentication credentials were not provided.' }),
  unknownToken: refused('unknown token', 401, { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' }),
  notStaff: refused('not staff', 403, { detail: 'You do not have permission to perform this action.' }),
  notInGroup: refused('not in group', 400, { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' }),
  tokenNotFound: refused('not their token', 404, { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The token does not exist.' }),
  notAdmin: refused('not an ADMIN', 400, { error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR', detail: "You need ['ADMIN'] permissions." }),
  emailMismatch: refused('e-mail mismatch', 400, {
    error: 'ERROR_GROUP_INVITATION_EMAIL_MISMATCH',
    detail: 'Your email address does not match with the invitation.',
  }),
} as const;

/** An expectation per caller kind, for the endpoints whose answer depends on who the caller is rather than on a group role. */
export type OutcomesByCaller = Record<CallerKind, Outcome>;

/**
 * The group role an endpoint needs, read from the errors it declares: one that can answer
 * ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR is for ADMINs, one that can answer
 * ERROR_USER_NOT_IN_GROUP for any member, any other acts on the caller's own things only.
 */
export function requiredGroupRole(endpoint: Endpoint): 'ADMIN' | 'MEMBER' | null {
  const errors: readonly ErrorCode[] = endpoint.errors;
  if (errors.includes('ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR')) return 'ADMIN';
  if (errors.includes('ERROR_USER_NOT_IN_GROUP')) return 'MEMBER';
  return null;
}

/**
 * What the endpoint's declaration says a caller gets (contract §1.2, §1.6): a `Token` header
 * counts only where the access admits tokens, and the matrix's key is no token's; anonymous callers are
 * refused everything but public endpoints; staff-only is 403 for everyone else; then the group
 * role. Outsiders and staff belong to no group of the fixtures.
 */
export function outcomeByAccess(endpoint: Endpoint, kind: CallerKind): Outcome {
  if (kind === 'token' && tokenRight(endpoint.access)) return outcomes.unknownToken;
  if (endpoint.access === 'public') return outcomes.success;
  if (kind === 'anonymous' || kind === 'token') return outcomes.notAuthenticated;
  if (endpoint.access === 'staff') return kind === 'staff' ? outcomes.success : outcomes.notStaff;
  const role = requiredGroupRole(endpoint);
  if (role === null) return outcomes.success;
  if (kind === 'outsider' || kind === 'staff') return outcomes.notInGroup;
  if (role === 'ADMIN' && kind === 'member') return outcomes.notAdmin;
  return outcomes.success;
}
