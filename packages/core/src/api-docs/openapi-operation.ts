import { tokenRight, type Endpoint } from '../api/endpoint.js';
import { errorCatalogue, type ErrorCode } from '../errors/error-codes.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';
import type { OpenApiOperation, OpenApiParameter, OpenApiResponse } from './openapi-types.js';

/** What a document knows of an operation beyond the endpoint's declaration. */
export interface OperationDetails {
  operationId: string;
  tag: string;
  summary?: string;
  description?: string;
  /** Path parameters already chosen, e.g. the table id in one database's document. */
  fixedParams?: Record<string, number>;
  /** The body's schema when it depends on stored data (a table's fields); else the declared one. */
  requestBody?: { schema: JsonSchema; example?: unknown };
  /** The success answer's schema; the declarations carry only its TypeScript type. */
  response?: { schema: JsonSchema; example?: unknown };
  /** Query parameters beyond the declared schema's keys (`filter__field_<id>__<type>`). */
  extraQuery?: OpenApiParameter[];
}

/** The `#/components/schemas` entry of the `{error, detail}` envelope every document carries. */
export const errorEnvelopeRef = { $ref: '#/components/schemas/Error' };

/** The security schemes every document declares (contract §1.2). */
export const securitySchemes = {
  JWT: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'A signed-in user: `Authorization: JWT <token>`, the token from POST /api/user/token-auth/.',
  },
  Token: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'A database token: `Authorization: Token <key>`, accepted by the row endpoints only.',
  },
} as const;

/** Writes an endpoint's `:name` path in OpenAPI's `{name}` form, with fixed parameters filled in. */
export function openApiPath(path: string, fixed: Record<string, number> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => (fixed[name] === undefined ? `{${name}}` : String(fixed[name])));
}

// `listGroupUsers` → "List group users".
function sentenceOf(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pathParameters(path: string, fixed: Record<string, number>): OpenApiParameter[] {
  return [...path.matchAll(/:([a-z_]+)/g)]
    .map((match) => match[1]!)
    .filter((name) => fixed[name] === undefined)
    .map((name) => ({ name, in: 'path', required: true, schema: name.endsWith('id') ? { type: 'integer', minimum: 1 } : { type: 'string' } }));
}

/** The query parameters an endpoint declares, each with its description and schema. */
export function declaredQueryParameters(endpoint: Endpoint): OpenApiParameter[] {
  if (!endpoint.query) return [];
  const properties = (jsonSchemaOf(endpoint.query).properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  }));
}

function security(endpoint: Endpoint): Record<string, string[]>[] {
  if (endpoint.access === 'public') return [];
  // `{}` is OpenAPI's "or no credentials": a template's preview is read signed out (contract §1.6).
  if (endpoint.access === 'template-preview') return [{ JWT: [] }, {}];
  return tokenRight(endpoint.access) ? [{ JWT: [] }, { Token: [] }] : [{ JWT: [] }];
}

type Example = { summary?: string; value: unknown };

// The refusals of authentication (contract §1.2): most carry no `error` key.
function authenticationExamples(endpoint: Endpoint): Record<string, Example> {
  const examples: Record<string, Example> = {
    NOT_AUTHENTICATED: { summary: 'No credentials', value: { detail: 'Authentication credentials were not provided.' } },
    ERROR_SIGNATURE_HAS_EXPIRED: { summary: 'The JWT expired', value: { error: 'ERROR_SIGNATURE_HAS_EXPIRED', detail: 'Signature has expired.' } },
  };
  if (tokenRight(endpoint.access)) {
    examples.ERROR_TOKEN_DOES_NOT_EXIST = { summary: 'Unknown token', value: { error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' } };
  }
  return examples;
}

function bodyErrorExample(endpoint: Endpoint): Example {
  if (endpoint.plainErrors) return { summary: 'A refused body', value: { non_field_errors: ['Unable to log in with provided credentials.'] } };
  return {
    summary: 'A refused body: a list of errors per key',
    value: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { name: [{ error: 'This field is required.', code: 'required' }] } },
  };
}

/** The error answers of an endpoint by status, with one example per code (contract §1.3, §14). */
export function errorResponses(endpoint: Endpoint, hasBody: boolean): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, Record<string, Example>>();
  const add = (status: number, key: string, example: Example) => byStatus.set(status, { ...byStatus.get(status), [key]: example });
  if (endpoint.access !== 'public') for (const [key, example] of Object.entries(authenticationExamples(endpoint))) add(401, key, example);
  if (endpoint.access === 'staff') add(403, 'NOT_STAFF', { value: { detail: 'You do not have permission to perform this action.' } });
  if (hasBody) add(400, 'ERROR_REQUEST_BODY_VALIDATION', bodyErrorExample(endpoint));
  for (const code of endpoint.errors as readonly ErrorCode[]) {
    if (code === 'ERROR_REQUEST_BODY_VALIDATION' && hasBody) continue;
    const { status, detail } = errorCatalogue[code];
    add(status, code, { value: { error: code, detail } });
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, examples]) => [String(status), { description: `Refused: ${Object.keys(examples).join(', ')}.`, content: { 'application/json': { schema: errorEnvelopeRef, examples } } }]),
  );
}

/** The OpenAPI operation of a declared endpoint: parameters, body, access and answers all from its declaration. */
export function endpointOperation(endpoint: Endpoint, details: OperationDetails): OpenApiOperation {
  const fixed = details.fixedParams ?? {};
  const requestBody = details.requestBody ?? (endpoint.body ? { schema: jsonSchemaOf(endpoint.body) } : undefined);
  const success: OpenApiResponse =
    endpoint.successStatus === 204
      ? { description: 'Done; no content.' }
      : {
          description: 'OK',
          content: { 'application/json': { schema: details.response?.schema ?? {}, ...(details.response?.example === undefined ? {} : { example: details.response.example }) } },
        };
  return {
    operationId: details.operationId,
    summary: details.summary ?? sentenceOf(details.operationId),
    ...(details.description ? { description: details.description } : {}),
    tags: [details.tag],
    security: security(endpoint),
    parameters: [...pathParameters(endpoint.path, fixed), ...declaredQueryParameters(endpoint), ...(details.extraQuery ?? [])],
    ...(requestBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestBody.schema, ...(requestBody.example === undefined ? {} : { example: requestBody.example }) } } } }
      : {}),
    responses: { [String(endpoint.successStatus)]: success, ...errorResponses(endpoint, requestBody !== undefined) },
  };
}
