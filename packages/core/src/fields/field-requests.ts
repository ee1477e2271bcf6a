import { z } from 'zod';
import { ValidationError } from '../errors/domain-error.js';
import type { ValidationDetail } from '../errors/error-codes.js';
import { toValidationDetail } from '../validation/parse-body.js';
import { requiredText } from '../validation/primitives.js';
import { fieldTypeNames, type FieldTypeName } from './field-type.js';
import { fieldTypes } from './registry.js';
import { withConstraints } from './constraints/field-constraints.js';

/** Limits of fields (contract §9.1). */
export const fieldLimits = { nameMaxLength: 255 } as const;

const common = z.object({ name: requiredText(fieldLimits.nameMaxLength), type: z.enum(fieldTypeNames) });

/** A checked field create or update: name and type, and the type's own options. */
export interface FieldChanges {
  name?: string;
  type?: FieldTypeName;
  /** Options of the target type: all of them (defaults filled) on create or type change, else only those sent. */
  options: Record<string, unknown>;
}

function fail(...details: ValidationDetail[]): never {
  throw new ValidationError(Object.assign({}, ...details));
}

/** Checks a field create body (POST /api/database/fields/table/:table_id/). */
export function parseCreateField(body: unknown): Required<FieldChanges> {
  const input = (body ?? {}) as Record<string, unknown>;
  const head = common.safeParse(input, { reportInput: true });
  if (!head.success) fail(toValidationDetail(head.error.issues, input));
  const options = fieldTypes[head.data.type].optionsSchema.safeParse(input, { reportInput: true });
  if (!options.success) fail(toValidationDetail(options.error.issues, input));
  return { name: head.data.name, type: head.data.type, options: withConstraints(input, undefined, head.data.type, options.data as Record<string, unknown>) };
}

/**
 * Checks a field update body against the target type (the body's `type`, else the current one).
 * A type change resets options not sent to their defaults (contract §9.2).
 */
export function parseUpdateField(body: unknown, currentType: FieldTypeName): FieldChanges {
  const input = (body ?? {}) as Record<string, unknown>;
  const head = common.partial().safeParse(input, { reportInput: true });
  if (!head.success) fail(toValidationDetail(head.error.issues, input));
  const targetType = head.data.type ?? currentType;
  const schema = fieldTypes[targetType].optionsSchema as unknown as z.ZodObject;
  const changesType = targetType !== currentType;
  const parsed = (changesType ? schema : schema.partial()).safeParse(input, { reportInput: true });
  if (!parsed.success) fail(toValidationDetail(parsed.error.issues, input));
  const options = changesType
    ? (parsed.data as Record<string, unknown>)
    : Object.fromEntries(Object.entries(parsed.data as Record<string, unknown>).filter(([key]) => key in input));
  return { ...head.data, options };
}
