import { endpoint } from '../api/endpoint.js';
import { createTokenRequest, updateTokenRequest } from './schemas.js';
import type { DatabaseToken } from './types.js';

// A token is its owner's: another user's token is answered as one that does not exist.
const ownTokenErrors = ['ERROR_TOKEN_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'] as const;

/** The database token endpoints of contract §12; only a signed-in user (JWT) manages tokens. */
export const tokenEndpoints = {
  listTokens: endpoint<DatabaseToken[]>()({ method: 'GET', path: '/api/database/tokens/', access: 'user' }),
  createToken: endpoint<DatabaseToken>()({
    method: 'POST', path: '/api/database/tokens/', access: 'user', body: createTokenRequest,
    errors: ['ERROR_USER_NOT_IN_GROUP', 'ERROR_DATABASE_DOES_NOT_BELONG_TO_GROUP', 'ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP'],
  }),
  getToken: endpoint<DatabaseToken>()({ method: 'GET', path: '/api/database/tokens/:token_id/', access: 'user', errors: ownTokenErrors }),
  updateToken: endpoint<DatabaseToken>()({
    method: 'PATCH', path: '/api/database/tokens/:token_id/', access: 'user', body: updateTokenRequest,
    errors: [...ownTokenErrors, 'ERROR_DATABASE_DOES_NOT_BELONG_TO_GROUP', 'ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP'],
  }),
  deleteToken: endpoint()({ method: 'DELETE', path: '/api/database/tokens/:token_id/', access: 'user', errors: ownTokenErrors }),
} as const;
