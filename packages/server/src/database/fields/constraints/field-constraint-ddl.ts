import { constraintsOf } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../fields.repo.js';
import { serverFieldConstraints } from './server-constraints.js';

/** Adds the field's constraints to its column (refusing data that breaks one): when the column is made, rebuilt or changed. */
export async function addFieldConstraints(db: Executor, field: FieldRecord): Promise<void> {
  for (const constraint of constraintsOf(field.options)) await serverFieldConstraints[constraint.type_name].add(db, field);
}

/**
 * Carries a field's constraints through a change: a rewritten column loses them all first and gets
 * them all back after (`rewritten`); otherwise only those removed are dropped and those added added,
 * so making a unique field required does not build its index again.
 */
export async function changeFieldConstraints(db: Executor, from: FieldRecord, to: FieldRecord, phase: 'before' | 'after', rewritten: boolean): Promise<void> {
  const before = new Set(constraintsOf(from.options).map((constraint) => constraint.type_name));
  const after = new Set(constraintsOf(to.options).map((constraint) => constraint.type_name));
  if (phase === 'before') {
    for (const name of before) if (rewritten || !after.has(name)) await serverFieldConstraints[name].drop(db, from);
  } else {
    for (const name of after) if (rewritten || !before.has(name)) await serverFieldConstraints[name].add(db, to);
  }
}
