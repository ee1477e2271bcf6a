import type { JsonSchema } from './json-schema.js';

/** An OpenAPI 3.1 parameter. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

/** An OpenAPI 3.1 response: a description and, unless it is a 204, JSON content. */
export interface OpenApiResponse {
  description: string;
  content?: { 'application/json': { schema: JsonSchema; example?: unknown; examples?: Record<string, { summary?: string; value: unknown }> } };
}

/** An OpenAPI 3.1 operation. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, OpenApiResponse>;
}

/** An OpenAPI 3.1 document, as the generators write it. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}
