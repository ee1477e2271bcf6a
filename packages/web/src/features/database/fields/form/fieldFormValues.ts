import { constraintsFitting, constraintsOf, fieldTypeNames, fieldTypeOf, hasSelectOptions, type Field, type FieldBody, type FieldConstraintName, type FieldTypeName } from '@cellar/core';
import { optionsOf } from '../fieldValues';

/** What the field pop-up edits: a name, a type, that type's settings and its constraints (unique, required). */
export interface FieldFormValues {
  name: string;
  type: FieldTypeName;
  options: Record<string, unknown>;
  constraints: FieldConstraintName[];
}

const constraintNamesOf = (constraints: { type_name: FieldConstraintName }[]) => constraints.map((constraint) => constraint.type_name);

/** A type's settings with their defaults, e.g. INTEGER for a new number field. */
export function defaultOptions(type: FieldTypeName): Record<string, unknown> {
  return fieldTypeOf(type).optionsSchema.parse({}) as Record<string, unknown>;
}

/** The starting values: an existing field's own, or an empty text field. */
export function initialValues(field: Field | null): FieldFormValues {
  if (!field) return { name: '', type: 'text', options: defaultOptions('text'), constraints: [] };
  return { name: field.name, type: field.type, options: { ...(optionsOf(field) as Record<string, unknown>) }, constraints: constraintNamesOf(constraintsOf(field)) };
}

/**
 * Switching type starts from the new type's defaults, or the field's own settings when switching
 * back; between single and multiple select the options come along, as the reference keeps them.
 * Constraints the type cannot have go.
 */
export function withType(values: FieldFormValues, type: FieldTypeName, field: Field | null): FieldFormValues {
  const carried = hasSelectOptions(values.type) && hasSelectOptions(type) ? { select_options: values.options.select_options ?? [] } : {};
  const options = field && field.type === type ? (optionsOf(field) as Record<string, unknown>) : { ...defaultOptions(type), ...carried };
  const constraints = constraintNamesOf(constraintsFitting(values.constraints.map((name) => ({ type_name: name })), type));
  return { ...values, type, options: { ...options }, constraints };
}

/** The fields API body of the form: name, type, settings and `field_constraints`. */
export function fieldBody({ name, type, options, constraints }: FieldFormValues): FieldBody {
  return { name, type, ...options, field_constraints: constraints.map((typeName) => ({ type_name: typeName })) };
}

/** Types the field may take: the primary field only those allowed as primary (spec §2). */
export function allowedTypes(isPrimary: boolean): FieldTypeName[] {
  return fieldTypeNames.filter((type) => !isPrimary || fieldTypeOf(type).canBePrimary);
}
