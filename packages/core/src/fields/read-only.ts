import { cellError, type CellParseResult } from './field-type.js';

// The read-only types (created_on, last_modified, created_by, last_modified_by, autonumber) take no
// value from a body: like Baserow's, a row body naming one is refused on that key with `read_only`.

/** A read-only type's answer to any value sent for it. */
export function readOnlyValue(type: string): CellParseResult<never> {
  return cellError(`Field of type ${type} is read only and should not be set manually.`, 'read_only');
}

/** The editing rules of a read-only type: nothing typed or pasted becomes a value. */
export const readOnlyEditing = {
  fromPaste: () => null,
  validateTyped: () => 'This field is read only.',
  fromTyped: () => null,
} as const;
