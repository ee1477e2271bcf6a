import { z } from 'zod';
import { defineFieldType } from '../field-type.js';
import { readOnlyEditing, readOnlyValue } from '../read-only.js';

/** Options of an autonumber field: none are kept; `view_id` is read on create only (Baserow's), to number existing rows in that view's order. */
export const autonumberOptions = z.object({ view_id: z.number().int().nullable().optional() });
export type AutonumberOptions = z.output<typeof autonumberOptions>;

/**
 * A number the server gives each row, counting up in creation order and never given twice, even
 * after deletes (Baserow's autonumber). Rows that exist when the field is made are numbered in
 * the table's order. Read only.
 */
export const autonumberField = defineFieldType<AutonumberOptions, number | null>({
  type: 'autonumber',
  label: 'Autonumber',
  canBePrimary: false,
  canSort: true,
  readOnly: true,
  optionsSchema: autonumberOptions,
  parseApiValue: () => readOnlyValue('autonumber'),
  defaultValue: () => null,
  toText: (value) => (value === null || value === undefined ? '' : String(value)),
  ...readOnlyEditing,
  // A file's view_id would name a view of the file, not one made yet: an import numbers in file row order instead.
  databaseFile: { importOptions: ({ view_id: _viewId, ...kept }) => kept },
  apiDoc: {
    accepts: () => 'Nothing: the number is given by the server; a body naming this field is refused (read_only).',
    responseSchema: () => ({ type: 'integer' }),
    requestSchema: () => ({ not: {} }),
    example: () => ({ response: 1, request: undefined }),
  },
});
