import { DomainError, requiredMessage } from '@cellar/core';
import { sql } from 'kysely';
import type { FieldRecord } from '../../fields.repo.js';
import { constraintObjectName, emptyCellSql, tableOf, type ServerFieldConstraint } from '../server-constraint-type.js';

const checkName = (field: FieldRecord) => constraintObjectName(field, 'required');

/**
 * `required` as a CHECK that the cell is not empty. Adding it while empty cells exist is refused
 * with their count rather than added `NOT VALID`: an unvalidated check still applies to every
 * update of those rows, so editing any other cell of one would fail, which no person could explain.
 */
export const requiredServerConstraint: ServerFieldConstraint = {
  sqlState: '23514',

  async add(db, field) {
    const { rows: [counted] } = await sql<{ n: number }>`select count(*)::int as n from ${tableOf(field)} where ${emptyCellSql(field)}`.execute(db);
    const empty = Number(counted?.n ?? 0);
    if (empty > 0) {
      throw new DomainError('ERROR_FIELD_CONSTRAINT', {
        field_constraints: [{ error: `${empty} rows have no value in this field, so it cannot be required. Fill them in first.`, code: 'required', count: empty }],
      });
    }
    await sql`alter table ${tableOf(field)} add constraint ${sql.id(checkName(field))} check (not ${emptyCellSql(field)})`.execute(db);
  },

  async drop(db, field) {
    await sql`alter table ${tableOf(field)} drop constraint if exists ${sql.id(checkName(field))}`.execute(db);
  },

  async describeViolation() {
    return { error: requiredMessage, code: 'required' };
  },
};
