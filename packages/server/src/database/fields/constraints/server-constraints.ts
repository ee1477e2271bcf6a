import type { FieldConstraintName } from '@cellar/core';
import type { ServerFieldConstraint } from './server-constraint-type.js';
import { requiredServerConstraint } from './required/required-constraint.js';
import { uniqueServerConstraint } from './unique/unique-constraint.js';

/** Every constraint type's database side; a complete map over core's constraint names. */
export const serverFieldConstraints: { readonly [K in FieldConstraintName]: ServerFieldConstraint } = {
  unique_with_empty: uniqueServerConstraint,
  required: requiredServerConstraint,
};
