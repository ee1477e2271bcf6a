import { DomainError } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { isPostgresError } from '../../../db/errors.js';
import { findField } from '../fields.repo.js';
import { parseConstraintObjectName } from './server-constraint-type.js';
import { serverFieldConstraints } from './server-constraints.js';

/**
 * The one place where the database's refusal of a row write under a field constraint (unique
 * violation 23505, check violation 23514, on an index or check named for a field) becomes
 * ERROR_FIELD_DATA_CONSTRAINT, keyed by the field, naming the conflicting row where there is one.
 * It runs after the write's transaction rolled back, so nothing of the write remains; any other
 * error passes through unchanged.
 */
export async function withConstraintErrors<T>(db: Executor, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw (await constraintViolation(db, error)) ?? error;
  }
}

/** The ERROR_FIELD_DATA_CONSTRAINT a database refusal under a field constraint means, or undefined for any other error. */
export async function constraintViolation(db: Executor, error: unknown): Promise<DomainError | undefined> {
  if (!isPostgresError(error, '23505') && !isPostgresError(error, '23514')) return undefined;
  const named = parseConstraintObjectName(error.constraint);
  if (!named || serverFieldConstraints[named.name].sqlState !== error.code) return undefined;
  const field = await findField(db, named.fieldId);
  if (!field) return new DomainError('ERROR_FIELD_DATA_CONSTRAINT');
  const reason = await serverFieldConstraints[named.name].describeViolation(db, field, error);
  return new DomainError('ERROR_FIELD_DATA_CONSTRAINT', { [`field_${field.id}`]: [reason] });
}
