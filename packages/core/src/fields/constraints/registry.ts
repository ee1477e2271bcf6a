import type { FieldConstraintDefinition } from './constraint-type.js';
import { requiredConstraint } from './required/required-constraint.js';
import { uniqueConstraint } from './unique/unique-constraint.js';

/** The constraint type names, in the order the settings show their checkboxes. */
export const fieldConstraintNames = ['unique_with_empty', 'required'] as const;

/** The `type_name` of a field constraint. */
export type FieldConstraintName = (typeof fieldConstraintNames)[number];

/** Every constraint type by name; a complete map over fieldConstraintNames. */
export const fieldConstraintTypes: { readonly [K in FieldConstraintName]: FieldConstraintDefinition } = {
  unique_with_empty: uniqueConstraint,
  required: requiredConstraint,
};
