import { tokenRight, type Endpoint, type ErrorCode } from '@cellar/core';
import { tokenCallerKinds, type CallerKind, type TokenCallerKind } from './callers.js';

/** What a cell of the matrix must answer: the endpoint's success status, or one refusal, exactly. */
export type Outcome =
  | { kind: 'success'; name: string }
  /** `challenge`: the WWW-Authenticate header of an authentication failure (contract §1.2); other refusals have none. */
  | { kind: 'refused'; name: string; status: number; body: Record<string, string>; challenge: string | null };

const refused = (name: string, status: number, body: Record<string, string>, challenge: string | null = null): Outcome => ({ kind: 'refused', name, status, body, challenge });
const jwtChallenge = 'JWT realm="api"';

/** The answers of contract §1.2, §1.6 and §5.3 that the matrix expects, with their exact bodies. */
export const outcomes = {
  success: { kind: 'success', name: 'success' } as Outcome,
  notAuthenticated: refused('not authenticated', 401, { detail: 'Authentication credentials were not provided.' }, jwtChallenge),
  unknownToken: refused('unknown token', 401, { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' }, jwtChallenge),
  // A 401 too, but a refusal of a known token, not a failed authentication: no challenge (contract §12).
  noPermissionToTable: refused('no right', 401, { error: 'ERROR_NO_PERMISSION_TO_TABLE', detail: 'The token does not have permissions to the table.' }),
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

/** What each token caller gets from an endpoint that admits tokens (contract §12). */
const tokenOutcomes: Record<TokenCallerKind, Outcome> = {
  'unknown token': outcomes.unknownToken,
  'token with the right': outcomes.success,
  'token without the right': outcomes.noPermissionToTable,
};

const isTokenCaller = (kind: CallerKind): kind is TokenCallerKind => (tokenCallerKinds as readonly CallerKind[]).includes(kind);

/**
 * What the endpoint's declaration says a caller gets (contract §1.2, §1.6): a `Token` header counts
 * only where the access admits tokens, and there a token needs the endpoint's right; elsewhere a token
 * caller is anonymous. Anonymous callers are refused everything but public endpoints; staff-only is
 * 403 for everyone else; then the group role. Outsiders and staff belong to no group of the fixtures.
 */
export function outcomeByAccess(endpoint: Endpoint, kind: CallerKind): Outcome {
  if (isTokenCaller(kind) && tokenRight(endpoint.access)) return tokenOutcomes[kind];
  if (endpoint.access === 'public') return outcomes.success;
  if (kind === 'anonymous' || isTokenCaller(kind)) return outcomes.notAuthenticated;
  if (endpoint.access === 'staff') return kind === 'staff' ? outcomes.success : outcomes.notStaff;
  const role = requiredGroupRole(endpoint);
  if (role === null) return outcomes.success;
  if (kind === 'outsider' || kind === 'staff') return outcomes.notInGroup;
  if (role === 'ADMIN' && kind === 'member') return outcomes.notAdmin;
  return outcomes.success;
}
