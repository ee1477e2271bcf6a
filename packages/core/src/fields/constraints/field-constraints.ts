import { z } from 'zod';
import { DomainError, ValidationError } from '../../errors/domain-error.js';
import { toValidationDetail } from '../../validation/parse-body.js';
import { isEmptyCell } from '../../filters/empty/empty-filter.js';
import type { FieldTypeName } from '../field-type.js';
import { fieldTypes } from '../registry.js';
import { fieldConstraintNames, fieldConstraintTypes, type FieldConstraintName } from './registry.js';

/** A field's constraint as the fields API shows and takes it (Baserow's `FieldConstraintSerializer`). */
export interface FieldConstraint {
  type_name: FieldConstraintName;
}

/** The fields API key that holds a field's constraints. */
export const fieldConstraintsKey = 'field_constraints';

const constraintsBody = z.object({ [fieldConstraintsKey]: z.array(z.object({ type_name: z.string().optional() })) });

/** Whether a name is a constraint type. */
export function isFieldConstraintName(name: unknown): name is FieldConstraintName {
  return typeof name === 'string' && (fieldConstraintNames as readonly string[]).includes(name);
}

/** Whether a constraint type fits a field type. */
export function constraintFits(name: FieldConstraintName, type: FieldTypeName): boolean {
  return fieldConstraintTypes[name].compatibleFieldTypes.includes(type);
}

/**
 * Checks a body's `field_constraints` for a field of `type` with `options` (its settings after the
 * change), in Baserow's order: the list's shape (400 validation), each name known and fitting the
 * type (ERROR_INVALID_FIELD_CONSTRAINT), then the default value (…_DOES_NOT_SUPPORT_DEFAULT_VALUE).
 * Answers the constraints once each, in registry order.
 */
export function parseFieldConstraints(input: unknown, type: FieldTypeName, options: Record<string, unknown>): FieldConstraint[] {
  const body = { [fieldConstraintsKey]: input };
  const parsed = constraintsBody.safeParse(body, { reportInput: true });
  if (!parsed.success) throw new ValidationError(toValidationDetail(parsed.error.issues, body));
  const items = parsed.data[fieldConstraintsKey];
  for (const { type_name: name } of items) {
    if (!isFieldConstraintName(name) || !constraintFits(name, type)) {
      throw new DomainError('ERROR_INVALID_FIELD_CONSTRAINT', `The field constraint ${name ?? 'missing_type_name'} is not supported for field ${type}.`);
    }
  }
  const names = new Set(items.map((item) => item.type_name));
  const constraints = fieldConstraintNames.filter((name) => names.has(name)).map((name) => ({ type_name: name }));
  assertDefaultAllowed(constraints, type, options);
  return constraints;
}

/** Refuses a non-empty default value (a text field's `text_default`) under a constraint that cannot have one. */
export function assertDefaultAllowed(constraints: readonly FieldConstraint[], type: FieldTypeName, options: Record<string, unknown>): void {
  if (constraints.every((constraint) => fieldConstraintTypes[constraint.type_name].allowsDefaultValue)) return;
  if (!isEmptyCell(fieldTypes[type].defaultValue(options))) throw new DomainError('ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE');
}

/** A field's stored constraints (none when its settings hold no list). */
export function constraintsOf(options: Record<string, unknown>): FieldConstraint[] {
  const stored = options[fieldConstraintsKey];
  return Array.isArray(stored) ? stored.filter((item): item is FieldConstraint => isFieldConstraintName((item as FieldConstraint)?.type_name)) : [];
}

/** The constraints that survive a change to `type`: those that fit it (the others are dropped, as unfit view filters are). */
export function constraintsFitting(constraints: readonly FieldConstraint[], type: FieldTypeName): FieldConstraint[] {
  return constraints.filter((constraint) => constraintFits(constraint.type_name, type));
}

/** Why a cell value breaks one of the field's constraints, as far as the value alone tells (required); null when none. */
export function constraintRefusal(options: Record<string, unknown>, value: unknown): string | null {
  for (const constraint of constraintsOf(options)) {
    const refusal = fieldConstraintTypes[constraint.type_name].refuseValue?.(value) ?? null;
    if (refusal !== null) return refusal;
  }
  return null;
}

/**
 * A field's settings after a create or change, with its constraints: the body's `field_constraints`
 * when sent (checked), else the current ones that still fit the type (and the default value). The
 * key is kept only when the list is not empty.
 */
export function withConstraints(body: unknown, current: Record<string, unknown> | undefined, type: FieldTypeName, options: Record<string, unknown>): Record<string, unknown> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { [fieldConstraintsKey]: _previous, ...rest } = options;
  let constraints: FieldConstraint[];
  if (fieldConstraintsKey in input) constraints = parseFieldConstraints(input[fieldConstraintsKey], type, rest);
  else {
    constraints = constraintsFitting(constraintsOf(current ?? {}), type);
    assertDefaultAllowed(constraints, type, rest);
  }
  return constraints.length > 0 ? { ...rest, [fieldConstraintsKey]: constraints } : rest;
}
