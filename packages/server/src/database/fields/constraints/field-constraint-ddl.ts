import { constraintsOf } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../fields.repo.js';
import { serverFieldConstraints } from './server-constraints.js';

/** Adds the field's constraints to its column (refusing data that breaks one): when the column is made, rebuilt or changed. */
export async function addFieldConstraints(db: Executor, field: FieldRecord): Promise<void> {
  for (const constraint of constraintsOf(field.options)) await serverFieldConstraints[constraint.type_name].add(db, field);
}

/** Removes the field's constraints from its column, before the column is rewritten or they change. */
export async function dropFieldConstraints(db: Executor, field: FieldRecord): Promise<void> {
  for (const constraint of constraintsOf(field.options)) await serverFieldConstraints[constraint.type_name].drop(db, field);
}

/** Whether two states of a field hold the same constraints. */
export function sameConstraints(a: FieldRecord, b: FieldRecord): boolean {
  const names = (field: FieldRecord) => constraintsOf(field.options).map((constraint) => constraint.type_name).join();
  return names(a) === names(b);
}
