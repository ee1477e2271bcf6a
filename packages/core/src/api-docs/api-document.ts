import { endpointCatalogue } from './endpoint-catalogue.js';
import { endpointOperation, openApiPath, securitySchemes } from './openapi-operation.js';
import type { OpenApiDocument } from './openapi-types.js';
import { sharedSchemas } from './shared-components.js';

/** The version the documents state; the protocol is that of Baserow 1.1 (contract, introduction). */
export const apiVersion = '1.1';

/** The OpenAPI document of the whole API, from the endpoint declarations alone; `baseUrl` is where the server is reached. */
export function apiDocument(baseUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const group of endpointCatalogue) {
    for (const [key, endpoint] of Object.entries(group.endpoints)) {
      const path = openApiPath(endpoint.path);
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: endpointOperation(endpoint, { operationId: key, tag: group.tag }) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cellar API',
      version: apiVersion,
      description: "Every endpoint of Cellar's REST API. Row bodies depend on a table's fields: each database's own document, at /api/database/{database_id}/schema.json, describes them.",
    },
    servers: [{ url: baseUrl }],
    tags: endpointCatalogue.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: { schemas: sharedSchemas, securitySchemes },
  };
}
