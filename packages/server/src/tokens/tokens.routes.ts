import { tokenEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The database token endpoints of contract §12. */
export function registerTokenRoutes(bind: BindEndpoint, { databaseTokens }: Services): void {
  bind(endpoints.listTokens, ({ caller }) => databaseTokens.list(caller));
  bind(endpoints.createToken, ({ caller, body }) => databaseTokens.create(caller, body));
  bind(endpoints.getToken, ({ caller, params }) => databaseTokens.get(caller, Number(params.token_id)));
  bind(endpoints.updateToken, ({ caller, params, body }) => databaseTokens.update(caller, Number(params.token_id), body));
  bind(endpoints.deleteToken, ({ caller, params }) => databaseTokens.delete(caller, Number(params.token_id)));
}
