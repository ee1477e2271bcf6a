import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { isPostgresError } from '../../db/errors.js';
import { constraintViolation } from '../fields/constraints/constraint-violations.js';

/**
 * Runs a row write inside a savepoint of a larger transaction (a restore, an undo) and turns the
 * database's refusal under a field constraint (a unique value taken, a required cell empty) into
 * ERROR_FIELD_DATA_CONSTRAINT naming the field, with the write undone and the transaction still
 * usable: the trash or the undo then answers that error, or skips the step, never a 5xx.
 */
export async function underFieldConstraints<T>(trx: Executor, work: () => Promise<T>): Promise<T> {
  await sql`savepoint cellar_row_write`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint cellar_row_write`.execute(trx);
    return result;
  } catch (error) {
    if (!isPostgresError(error, '23505') && !isPostgresError(error, '23514')) throw error;
    await sql`rollback to savepoint cellar_row_write`.execute(trx);
    throw (await constraintViolation(trx, error)) ?? new DomainError('ERROR_FIELD_DATA_CONSTRAINT');
  }
}
