import { nullable, type JsonSchema } from '../api-docs/json-schema.js';
import type { CellApiDoc } from './field-type.js';

/** The cell documentation of text that may be null (single line and long text). */
export function nullableTextDoc<Options>(example: (options: Options) => string): CellApiDoc<Options> {
  return {
    accepts: () => 'Any text, or null to empty the cell.',
    responseSchema: () => nullable({ type: 'string' }),
    requestSchema: () => nullable({ type: 'string' }),
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
    requestSchema: () => nullable({ type: 'string' }),
    example: () => ({ response: example, request: example }),
  };
}
