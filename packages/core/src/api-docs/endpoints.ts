import { endpoint } from '../api/endpoint.js';
import type { OpenApiDocument } from './openapi-types.js';

/**
 * The API's own documentation as OpenAPI 3.1: the whole API for anyone (contract §1.1 "Docs"),
 * and one database's row endpoints with its tables' real fields for the members of its group.
 */
export const apiDocsEndpoints = {
  apiSchema: endpoint<OpenApiDocument>()({ method: 'GET', path: '/api/schema.json', access: 'public' }),
  databaseApiSchema: endpoint<OpenApiDocument>()({
    method: 'GET', path: '/api/database/:database_id/schema.json', access: 'user',
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
} as const;
