import type { JsonSchema } from './json-schema.js';

/** Schemas both documents refer to: the error envelope of contract §1.3. */
export const sharedSchemas: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description: 'An application-level error; `detail` is a text, or a list of errors per key for a refused body.',
    properties: {
      error: { type: 'string', description: 'An `ERROR_*` code; absent from most authentication refusals.' },
      detail: { anyOf: [{ type: 'string' }, { type: 'object' }] },
    },
    required: ['detail'],
  },
};
