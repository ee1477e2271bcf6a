import { fieldConstraintsKey } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { addFieldConstraints } from '../fields/constraints/field-constraint-ddl.js';
import { updateFieldRow } from '../fields/fields.repo.js';
import type { ImportedField } from './import-fields.js';

/**
 * Gives the imported fields the constraints the file names, once their rows are in: data that
 * breaks one (a duplicate under unique_with_empty) refuses the whole import with
 * ERROR_FIELD_CONSTRAINT, as adding it through the fields API would.
 */
export async function importConstraints(db: Executor, fields: ImportedField[]): Promise<void> {
  for (const field of fields) {
    const constraints = field.file.field_constraints ?? [];
    if (constraints.length === 0) continue;
    const record = await updateFieldRow(db, { ...field.record, options: { ...field.record.options, [fieldConstraintsKey]: constraints } });
    await addFieldConstraints(db, record);
  }
}
