import { z } from 'zod';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 embeds it), held as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * The JSON Schema of what a client sends for a zod schema. Rules zod cannot express in JSON Schema
 * (a `serviceCheckedBody`, a refinement) become an open schema that keeps its description.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A schema that also admits null. */
export function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}
