import { apiDocsEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The OpenAPI documents: GET /api/schema.json and one database's GET /api/database/:database_id/schema.json. */
export function registerApiDocsRoutes(bind: BindEndpoint, { apiDocs }: Services): void {
  bind(endpoints.apiSchema, async () => apiDocs.apiDocument());
  bind(endpoints.databaseApiSchema, ({ caller, params }) => apiDocs.databaseDocument(caller, Number(params.database_id)));
}
