import { fieldTypeNames, fieldTypeOf, type Field, type FieldTypeName } from '@cellar/core';
import { optionsOf } from '../fieldValues';

/** What the field pop-up edits: a name, a type and that type's settings. */
export interface FieldFormValues {
  name: string;
  type: FieldTypeName;
  options: Record<string, unknown>;
}

/** A type's settings with their defaults, e.g. INTEGER for a new number field. */
export function defaultOptions(type: FieldTypeName): Record<string, unknown> {
  return fieldTypeOf(type).optionsSchema.parse({}) as Record<string, unknown>;
}

/** The starting values: an existing field's own, or an empty text field. */
export function initialValues(field: Field | null): FieldFormValues {
  if (!field) return { name: '', type: 'text', options: defaultOptions('text') };
  return { name: field.name, type: field.type, options: { ...(optionsOf(field) as Record<string, unknown>) } };
}

/** Switching type starts from the new type's defaults, or the field's own settings when switching back. */
export function withType(values: FieldFormValues, type: FieldTypeName, field: Field | null): FieldFormValues {
  const options = field && field.type === type ? (optionsOf(field) as Record<string, unknown>) : defaultOptions(type);
  return { ...values, type, options: { ...options } };
}

/** Types the field may take: the primary field only those allowed as primary (spec §2). */
export function allowedTypes(isPrimary: boolean): FieldTypeName[] {
  return fieldTypeNames.filter((type) => !isPrimary || fieldTypeOf(type).canBePrimary);
}
