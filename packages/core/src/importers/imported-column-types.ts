import { z } from 'zod';
import type { FieldTypeName } from '../fields/field-type.js';

/**
 * The type an imported column becomes (issue 12, point 3). Imported tables are made of text
 * fields (contract §8); a column whose type is chosen here is then converted to it, with the
 * server's conversion rules (contract §9.3): values that do not fit the type become empty, or their
 * rows are left out and reported (`ValuesNotFitting`).
 */
export type ImportedColumnType = Extract<FieldTypeName, 'text' | 'long_text' | 'number' | 'boolean' | 'date' | 'email' | 'url' | 'single_select' | 'multiple_select'>;

/** The types an imported column can take, in the order a type menu offers them, with their labels. */
export const importedColumnTypes: readonly { type: ImportedColumnType; label: string }[] = [
  { type: 'text', label: 'Single line text' },
  { type: 'long_text', label: 'Long text' },
  { type: 'number', label: 'Number' },
  { type: 'boolean', label: 'Boolean' },
  { type: 'date', label: 'Date' },
  { type: 'email', label: 'Email' },
  { type: 'url', label: 'URL' },
  { type: 'single_select', label: 'Single select' },
  { type: 'multiple_select', label: 'Multiple select' },
];

/**
 * The typed columns of an import by column index (0 for the first), each as the field body that
 * converts it: what a streamed import's `column_types` carries, so that the server can check each
 * row against the types the browser then gives the columns.
 */
export const importedColumnBodies = z.record(
  z.string().regex(/^\d{1,5}$/),
  z.object({ type: z.enum(importedColumnTypes.map(({ type }) => type) as [ImportedColumnType, ...ImportedColumnType[]]) }).passthrough(),
);
/** Typed columns by index, as `importedColumnBodies` reads them. */
export type ImportedColumnBodies = z.infer<typeof importedColumnBodies>;

/**
 * What becomes of an imported value that does not fit its column's type (issue 12, point 3):
 * the conversion empties it (`empty`), or its row is left out and listed in the report (`report`).
 */
export const valuesNotFittingModes = ['empty', 'report'] as const;
/** One of `valuesNotFittingModes`. */
export type ValuesNotFitting = (typeof valuesNotFittingModes)[number];
