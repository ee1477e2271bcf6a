import type { FieldConstraintName, FieldError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { PostgresError } from '../../../db/errors.js';
import { fieldColumnName, userTable, userTableName } from '../../tables/user-table-names.js';
import type { FieldRecord } from '../fields.repo.js';
import type { Expr } from '../server-field-type.js';
import { serverFieldTypes } from '../server-field-types.js';

/**
 * How the database enforces a constraint type (core `fields/constraints/`): what it adds to the
 * field's table and how a write the database refused reads. `add` refuses, with
 * ERROR_FIELD_CONSTRAINT, data that already breaks it; it runs in the field change's transaction,
 * so the constraint and the field's row commit together.
 */
export interface ServerFieldConstraint {
  /** The SQLSTATE a write breaking it fails with: 23505 (unique) or 23514 (check). */
  sqlState: string;
  /** Adds it to the field's column, first refusing data that breaks it. */
  add(db: Executor, field: FieldRecord): Promise<void>;
  /** Removes it (nothing when it is not there). */
  drop(db: Executor, field: FieldRecord): Promise<void>;
  /** Why a refused write broke it, for the field's key in ERROR_FIELD_DATA_CONSTRAINT; may read the table (after the rollback). */
  describeViolation(db: Executor, field: FieldRecord, error: PostgresError): Promise<FieldError>;
}

// The last part of a constraint object's name, per constraint type.
const suffixes: { readonly [K in FieldConstraintName]: string } = { unique_with_empty: 'unique', required: 'required' };

/** The name of a constraint's index or check on a field's column: `database_table_<t>_field_<f>_<suffix>` (under 63 bytes). */
export function constraintObjectName(field: Pick<FieldRecord, 'id' | 'table_id'>, name: FieldConstraintName): string {
  return `${userTableName(field.table_id)}_${fieldColumnName(field.id)}_${suffixes[name]}`;
}

/** Reads a constraint object's name back (a refused write names it): the field and constraint type, or undefined for any other name. */
export function parseConstraintObjectName(objectName: string | undefined): { fieldId: number; name: FieldConstraintName } | undefined {
  const match = /^database_table_\d+_field_(\d+)_([a-z_]+)$/.exec(objectName ?? '');
  const name = (Object.keys(suffixes) as FieldConstraintName[]).find((key) => suffixes[key] === match?.[2]);
  return match && name ? { fieldId: Number(match[1]), name } : undefined;
}

/** The field's column, as an SQL reference. */
export function columnOf(field: FieldRecord): Expr {
  return sql.ref(fieldColumnName(field.id));
}

/** The field's table, as an SQL reference. */
export function tableOf(field: FieldRecord): Expr {
  return userTable(field.table_id);
}

/** Whether the cell is empty, as the `empty` filter says (text: null or ""; others: null). */
export function emptyCellSql(field: FieldRecord): Expr {
  const type = serverFieldTypes[field.type];
  const column = columnOf(field);
  return type.emptySql ? type.emptySql(column, field.options, field) : sql`${column} is null`;
}
