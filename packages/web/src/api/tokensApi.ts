import { tokenEndpoints as e, type DatabaseToken, type TokenPermissions } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The database token endpoints of contract §12; a token is only ever its owner's. */
export interface TokensApi {
  list(): Promise<DatabaseToken[]>;
  /** A token with the rights given (all when left out), made in one request. */
  create(name: string, groupId: number, permissions?: TokenPermissions): Promise<DatabaseToken>;
  rename(tokenId: number, name: string): Promise<DatabaseToken>;
  /** Replaces all four rights at once: the server takes exactly the four keys or none. */
  updatePermissions(tokenId: number, permissions: TokenPermissions): Promise<DatabaseToken>;
  /** Gives the token a new key; the old one stops working. */
  rotateKey(tokenId: number): Promise<DatabaseToken>;
  remove(tokenId: number): Promise<void>;
}

/** Binds the token endpoints to a client. */
export function createTokensApi(client: ApiClient): TokensApi {
  return {
    list: () => callEndpoint(client, e.listTokens),
    create: (name, group, permissions) => callEndpoint(client, e.createToken, { body: { name, group, ...(permissions ? { permissions } : {}) } }),
    rename: (token_id, name) => callEndpoint(client, e.updateToken, { params: { token_id }, body: { name } }),
    updatePermissions: (token_id, permissions) => callEndpoint(client, e.updateToken, { params: { token_id }, body: { permissions } }),
    rotateKey: (token_id) => callEndpoint(client, e.updateToken, { params: { token_id }, body: { rotate_key: true } }),
    remove: (token_id) => callEndpoint(client, e.deleteToken, { params: { token_id } }),
  };
}
