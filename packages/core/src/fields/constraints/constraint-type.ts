import type { FieldTypeName } from '../field-type.js';

/**
 * A rule on every value of a field that the database enforces (issue 32), named in the fields
 * API's `field_constraints` list as Baserow names its own: `[{"type_name": "unique_with_empty"}]`.
 * Core says which types allow it and what a value breaking it reads as; the server holds its SQL.
 */
export interface FieldConstraintDefinition {
  /** The `type_name` in `field_constraints`. */
  typeName: string;
  /** The name people see beside its checkbox in the field settings. */
  label: string;
  /** One sentence for the API docs and the settings' help text. */
  description: string;
  /** The field types that may carry it; a type change to any other drops it (like unfit view filters). */
  compatibleFieldTypes: readonly FieldTypeName[];
  /** Whether the field's own default value may stay non-empty under it (Baserow: unique refuses one). */
  allowsDefaultValue: boolean;
  /**
   * Why a value cannot be written under it when that is knowable from the value alone
   * (required: an empty one), for the cell editor and the row write's check; null when it fits.
   */
  refuseValue?(value: unknown): string | null;
}

/** Declares a constraint type. */
export function defineFieldConstraint(definition: FieldConstraintDefinition): FieldConstraintDefinition {
  return definition;
}

/**
 * The types a value constraint fits: text-like, number, duration, date and single select columns,
 * as Baserow's unique constraints (its list has no phone number; Cellar's issue 32 adds it). Not
 * yet rating, whose empty value for a constraint is 0 (Baserow's rating_type_unique_with_empty)
 * while its `empty` filter counts no cell as empty.
 */
export const constrainableFieldTypes: readonly FieldTypeName[] = ['text', 'long_text', 'url', 'email', 'phone_number', 'number', 'duration', 'date', 'single_select'];
