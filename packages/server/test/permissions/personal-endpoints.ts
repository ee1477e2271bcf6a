import { accountEndpoints, groupEndpoints, jobEndpoints, tokenEndpoints, type Endpoint } from '@cellar/core';
import { tokenCallerKinds, type CallerKind, type TokenCallerKind } from './callers.js';
import { outcomes, type Outcome, type OutcomesByCaller } from './outcomes.js';

const { success, notAuthenticated, emailMismatch, tokenNotFound } = outcomes;

// A `Token` header is ignored outside the row endpoints, so a token caller is anonymous here.
const asAnonymous = (outcome: Outcome) => Object.fromEntries(tokenCallerKinds.map((kind) => [kind, outcome])) as Record<TokenCallerKind, Outcome>;
const everyone = (outcome: Outcome): OutcomesByCaller => ({ anonymous: outcome, ...asAnonymous(outcome), outsider: outcome, member: outcome, admin: outcome, staff: outcome });
const signedIn = (byKind: Partial<Record<CallerKind, Outcome>> = {}): OutcomesByCaller => ({
  anonymous: notAuthenticated,
  ...asAnonymous(notAuthenticated),
  outsider: success,
  member: success,
  admin: success,
  staff: success,
  ...byKind,
});

/** An endpoint whose answer depends on who the caller is as a person, not on a group role. */
export interface PersonalEndpoint {
  endpoint: Endpoint;
  /** What the request is and why these callers get these answers. */
  because: string;
  outcomes: OutcomesByCaller;
}

/**
 * The tailored rows of the permission matrix. Every other endpoint is judged by its declared
 * access and errors alone (outcomes.ts).
 */
export const personalEndpoints: readonly PersonalEndpoint[] = [
  { endpoint: accountEndpoints.register, because: 'anyone may sign up with a new address; credentials sent along change nothing', outcomes: everyone(success) },
  { endpoint: accountEndpoints.login, because: 'the body holds the credentials (a spare account), not the header', outcomes: everyone(success) },
  { endpoint: accountEndpoints.refreshToken, because: "the body's JWT (a spare account's) is refreshed, whoever sends it", outcomes: everyone(success) },
  { endpoint: accountEndpoints.verifyToken, because: "the body's JWT is verified, whoever sends it", outcomes: everyone(success) },
  {
    endpoint: accountEndpoints.sendResetPasswordEmail,
    because: 'the reset mail goes to the address in the body, whoever asks (contract §2.4)',
    outcomes: everyone(success),
  },
  { endpoint: accountEndpoints.resetPassword, because: 'the signed link in the body is the credential', outcomes: everyone(success) },
  { endpoint: accountEndpoints.verifyEmail, because: 'the signed link in the body is the credential, whoever sends it', outcomes: everyone(success) },
  {
    endpoint: accountEndpoints.sendVerificationEmail,
    because: 'each signed-in caller asks for a link to their own address (none is sent once verified)',
    outcomes: signedIn(),
  },
  { endpoint: groupEndpoints.getInvitationByToken, because: 'holding the mailed link is enough to read the invitation', outcomes: everyone(success) },
  {
    endpoint: accountEndpoints.changePassword,
    because: "each signed-in caller changes their own password (to the same one, and signs in again), whatever their groups",
    outcomes: signedIn(),
  },
  { endpoint: groupEndpoints.dashboard, because: "each signed-in caller sees the invitations to their own address", outcomes: signedIn() },
  {
    endpoint: groupEndpoints.acceptInvitation,
    because: "the invitation (to a group of the admin's) is addressed to the outsider: only they may accept it, group roles do not count (contract §5.3)",
    outcomes: signedIn({ member: emailMismatch, admin: emailMismatch, staff: emailMismatch }),
  },
  {
    endpoint: groupEndpoints.rejectInvitation,
    because: 'the invitation is addressed to the outsider: only they may reject it, not even an ADMIN of its group',
    outcomes: signedIn({ member: emailMismatch, admin: emailMismatch, staff: emailMismatch }),
  },
  ...[jobEndpoints.listJobs, jobEndpoints.getJob, jobEndpoints.cancelJob].map((endpoint) => ({
    endpoint,
    because: 'each signed-in caller lists, reads and cancels jobs of their own, whatever their groups',
    outcomes: signedIn(),
  })),
  ...[tokenEndpoints.getToken, tokenEndpoints.updateToken, tokenEndpoints.deleteToken].map((endpoint) => ({
    endpoint,
    because: "members act on a token of their own; anyone else is given the admin's, which does not exist for them (contract §12)",
    outcomes: signedIn({ outsider: tokenNotFound, staff: tokenNotFound }),
  })),
];
