import type { FastifyRequest } from 'fastify';
import { tokenRight, type EndpointAccess } from '@cellar/core';
import type { SessionFailure, SessionsService } from '../accounts/sessions.service.js';
import type { Caller } from '../callers/caller.js';
import type { TokenAuthenticator } from '../callers/token-authenticator.js';
import { AuthenticationError } from './http-errors.js';

const failures: Record<SessionFailure, AuthenticationError> = {
  expired: new AuthenticationError('Signature has expired.', 'ERROR_SIGNATURE_HAS_EXPIRED'),
  invalid: new AuthenticationError('Error decoding signature.', 'ERROR_DECODING_SIGNATURE'),
  no_user: new AuthenticationError('Invalid signature.'),
  inactive: new AuthenticationError('User account is disabled.'),
  no_username: new AuthenticationError('Invalid payload.'),
};

/** What authentication needs: the sessions that read JWTs and the tokens that read API keys. */
export interface Authenticators {
  sessions: SessionsService;
  tokens: TokenAuthenticator;
}

// A WebSocket id is a UUID; anything longer is not one and is not kept.
function webSocketIdOf(request: FastifyRequest): string | null {
  const value = request.headers.websocketid;
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
}

// The reference takes these two as UUIDs; anything else is not one of its tabs and records no session,
// so a forged or overlong value can neither reach another tab's actions nor bloat the log.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuidHeader(request: FastifyRequest, name: 'clientsessionid' | 'clientundoredoactiongroupid'): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && uuid.test(value) ? value.toLowerCase() : null;
}

function credentialsOf(header: string, noCredentials: AuthenticationError, withSpaces: AuthenticationError): string {
  const parts = header.trim().split(/\s+/);
  if (parts.length === 1) throw noCredentials;
  if (parts.length > 2) throw withSpaces;
  return parts[1] as string;
}

/**
 * The caller of a request, or undefined when anonymous. `Authorization: JWT <token>` works
 * everywhere; `Token <key>` only where the endpoint's access admits database tokens, and is
 * ignored (anonymous) elsewhere (contract §1.2).
 */
export async function authenticateRequest(request: FastifyRequest, access: EndpointAccess, auth: Authenticators): Promise<Caller | undefined> {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const scheme = header.trim().split(/\s+/)[0]?.toLowerCase();
  if (scheme === 'jwt') {
    const jwt = credentialsOf(
      header,
      new AuthenticationError('Invalid Authorization header. No credentials provided.'),
      new AuthenticationError('Invalid Authorization header. Credentials string should not contain spaces.'),
    );
    const result = await auth.sessions.authenticate(jwt);
    if ('failure' in result) throw failures[result.failure];
    return {
      user: result.user,
      webSocketId: webSocketIdOf(request),
      sessionStartedAt: result.sessionStartedAt,
      clientSessionId: uuidHeader(request, 'clientsessionid'),
      actionGroupId: uuidHeader(request, 'clientundoredoactiongroupid'),
    };
  }
  if (scheme === 'token' && tokenRight(access)) {
    const key = credentialsOf(
      header,
      new AuthenticationError('Invalid token header. No backend token provided.', 'ERROR_INVALID_TOKEN_HEADER'),
      new AuthenticationError('Invalid token header. Token string should not contain spaces.', 'ERROR_INVALID_TOKEN_HEADER'),
    );
    const found = await auth.tokens.authenticate(key);
    if (!found) throw new AuthenticationError('The provided token does not exist.', 'ERROR_TOKEN_DOES_NOT_EXIST');
    return { user: found.user, token: found.grant, webSocketId: null };
  }
  return undefined;
}
