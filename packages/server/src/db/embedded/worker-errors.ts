import type { ErrorFields } from './protocol.js';

const FIELD_NAMES = [
  'code', 'detail', 'hint', 'severity', 'schema', 'table', 'column',
  'dataType', 'constraint', 'position', 'where', 'routine',
] as const;

/** Copies the PostgreSQL fields of an error thrown in the worker into a cloneable object. */
export function toErrorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message };
  const source = error as unknown as Record<string, unknown>;
  for (const name of FIELD_NAMES) {
    const value = source[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** An error PGlite raised in the worker, with the same fields as pg's DatabaseError. */
export class EmbeddedDatabaseError extends Error {
  declare code?: string;
  declare detail?: string;
  declare hint?: string;
  declare severity?: string;
  declare schema?: string;
  declare table?: string;
  declare column?: string;
  declare dataType?: string;
  declare constraint?: string;
  declare position?: string;
  declare where?: string;
  declare routine?: string;

  constructor(fields: ErrorFields) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}
