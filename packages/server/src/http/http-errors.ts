/**
 * A 401 raised while reading a request's credentials. Most carry only `detail`; the reference
 * adds an `error` code for expired and undecodable JWTs and for database-token problems.
 */
export class AuthenticationError extends Error {
  constructor(
    readonly detail: string,
    readonly code?: string,
  ) {
    super(detail);
    this.name = 'AuthenticationError';
  }
}

/** A signed-in user asking for something only staff may do (403). */
export class PermissionDeniedError extends Error {
  readonly detail = 'You do not have permission to perform this action.';

  constructor() {
    super('You do not have permission to perform this action.');
    this.name = 'PermissionDeniedError';
  }
}

/** The detail of a request without credentials on a protected endpoint. */
export const notAuthenticated = 'Authentication credentials were not provided.';
