import type { FastifyRequest } from 'fastify';
import type { SessionFailure, SessionsService } from '../accounts/sessions.service.js';
import type { UserRecord } from '../accounts/users.repo.js';
import { AuthenticationError } from './http-errors.js';

const failures: Record<SessionFailure, AuthenticationError> = {
  expired: new AuthenticationError('Signature has expired.', 'ERROR_SIGNATURE_HAS_EXPIRED'),
  invalid: new AuthenticationError('Error decoding signature.', 'ERROR_DECODING_SIGNATURE'),
  no_user: new AuthenticationError('Invalid signature.'),
  inactive: new AuthenticationError('User account is disabled.'),
  no_username: new AuthenticationError('Invalid payload.'),
};

/**
 * Reads `Authorization: JWT <token>` and answers its user; anonymous (undefined) when there is
 * no JWT header. Any other scheme (e.g. `Token`) is left to the endpoints that accept it.
 */
export async function authenticateRequest(request: FastifyRequest, sessions: SessionsService): Promise<UserRecord | undefined> {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'jwt') return undefined;
  if (parts.length === 1) throw new AuthenticationError('Invalid Authorization header. No credentials provided.');
  if (parts.length > 2) throw new AuthenticationError('Invalid Authorization header. Credentials string should not contain spaces.');
  const result = await sessions.authenticate(parts[1] as string);
  if ('failure' in result) throw failures[result.failure];
  return result.user;
}
