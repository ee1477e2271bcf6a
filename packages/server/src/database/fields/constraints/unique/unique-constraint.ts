import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import { isUniqueViolation } from '../../../../db/errors.js';
import type { FieldRecord } from '../../fields.repo.js';
import { constraintObjectName, emptyCellSql, tableOf, type ServerFieldConstraint } from '../server-constraint-type.js';
import { duplicatesOf } from './duplicates.js';
import { conflictingRow } from './conflicting-row.js';
import { uniqueKeySql } from './unique-key.js';

const indexName = (field: FieldRecord) => constraintObjectName(field, 'unique_with_empty');

/**
 * `unique_with_empty` as a partial unique index on the column's key (unique-key.ts) over the
 * non-empty cells of rows out of the trash, as the reference's (a trashed row's value is free
 * again; restoring the row then fails if it was taken meanwhile); data that already breaks it is refused with the duplicates counted. It is built in the change's transaction, not concurrently (which no
 * transaction may hold): the table's write lock already keeps writers out meanwhile, and the
 * build is one sort of the column (a million rows in a few seconds on PostgreSQL).
 */
export const uniqueServerConstraint: ServerFieldConstraint = {
  sqlState: '23505',

  // The index is tried first, inside a savepoint: counting duplicates beforehand would read the
  // whole column once more when there are none, the usual case.
  async add(db, field) {
    await sql`savepoint cellar_add_unique`.execute(db);
    try {
      // A million keys sort in memory rather than in temporary files; for this transaction only.
      await sql`set local maintenance_work_mem = '256MB'`.execute(db);
      await sql`create unique index ${sql.id(indexName(field))} on ${tableOf(field)} (${uniqueKeySql(field)}) where not trashed and not ${emptyCellSql(field)}`.execute(db);
      await sql`release savepoint cellar_add_unique`.execute(db);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await sql`rollback to savepoint cellar_add_unique`.execute(db);
      const duplicates = await duplicatesOf(db, field);
      throw new DomainError('ERROR_FIELD_CONSTRAINT', {
        field_constraints: [{
          error: `${duplicates.rows} rows share ${duplicates.values === 1 ? 'one value' : `${duplicates.values} values`}, so the field cannot be unique. Make them different or empty first.`,
          code: 'unique_with_empty',
          count: duplicates.rows,
          values: duplicates.sample,
        }],
      });
    }
  },

  async drop(db: Executor, field: FieldRecord) {
    await sql`drop index if exists ${sql.id(indexName(field))}`.execute(db);
  },

  async describeViolation(db, field, error) {
    const rowId = await conflictingRow(db, field, error);
    const where = rowId === undefined ? 'another row of this request' : `row ${rowId}`;
    return { error: `This value is already in ${where}, and ${field.name} must be unique.`, code: 'unique', ...(rowId === undefined ? {} : { row_id: rowId }) };
  },
};
