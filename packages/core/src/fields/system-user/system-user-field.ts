import { z } from 'zod';
import { nullable } from '../../api-docs/json-schema.js';
import { defineFieldType } from '../field-type.js';
import { readOnlyEditing, readOnlyValue } from '../read-only.js';

/** A user as a created_by or last_modified_by cell holds it (Baserow's collaborator shape). */
export interface CellUser {
  id: number;
  name: string;
}

const noOptions = z.object({});

/**
 * A read-only type that shows who created (created_by) or last changed (last_modified_by) a row:
 * `{id, name}` of the user, or null for a row no user wrote (a template's) or an account gone.
 */
export function systemUserField(type: 'created_by' | 'last_modified_by', label: string, what: string) {
  return defineFieldType<Record<string, never>, CellUser | null>({
    type,
    label,
    canBePrimary: false,
    canSort: true,
    readOnly: true,
    optionsSchema: noOptions as unknown as z.ZodType<Record<string, never>>,
    parseApiValue: () => readOnlyValue(type),
    defaultValue: () => null,
    toText: (value) => value?.name ?? '',
    ...readOnlyEditing,
    apiDoc: {
      accepts: () => `Nothing: the ${what} is set by the server; a body naming this field is refused (read_only).`,
      responseSchema: () => nullable({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] }),
      requestSchema: () => ({ not: {} }),
      example: () => ({ response: { id: 1, name: 'Ada Lovelace' }, request: undefined }),
    },
  });
}
