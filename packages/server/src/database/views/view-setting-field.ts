import { fieldError, validationMessages } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { findField, type FieldRecord } from '../fields/fields.repo.js';

/**
 * The field a filter or sort body names. An unknown id is a body error, answered before the view
 * is looked up, as the reference's serializer does (contract §11.2: `does_not_exist`).
 */
export async function fieldNamedInBody(db: Executor, fieldId: number): Promise<FieldRecord> {
  const field = await findField(db, fieldId);
  if (!field) throw fieldError('field', validationMessages.pkDoesNotExist(fieldId), 'does_not_exist');
  return field;
}
