import { nullable, type JsonSchema } from '../api-docs/json-schema.js';
import type { CellApiDoc } from './field-type.js';

// What a body may send for any text cell: a number is read as its text, as the reference's text fields do.
const textRequestSchema: JsonSchema = { type: ['string', 'number', 'null'] };

/** The cell documentation of text that may be null (single line and long text). */
export function nullableTextDoc<Options>(example: (options: Options) => string): CellApiDoc<Options> {
  return {
    accepts: () => 'Any text (a number is stored as its text), or null to empty the cell.',
    responseSchema: () => nullable({ type: 'string' }),
    requestSchema: () => textRequestSchema,
    example: (options) => ({ response: example(options), request: example(options) }),
  };
}

/**
 * The cell documentation of checked text that is "" when empty (url, email, phone number): a
 * body may send null, which is stored as "" (contract §9.4).
 */
export function patternTextDoc(what: string, example: string, pattern?: JsonSchema): CellApiDoc<object> {
  return {
    accepts: () => `${what}, or "" or null to empty the cell (stored as "").`,
    responseSchema: () => ({ type: 'string', ...pattern }),
    requestSchema: () => textRequestSchema,
    example: () => ({ response: example, request: example }),
  };
}
