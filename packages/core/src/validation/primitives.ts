import { z } from 'zod';
import { validationMessages as m } from './messages.js';

const truthy = new Set(['true', 'True', 'TRUE', '1', 'yes', 'on', 't', 'y']);
const falsy = new Set(['false', 'False', 'FALSE', '0', 'no', 'off', 'f', 'n']);

/** A boolean as the reference accepts it in bodies: JSON booleans, 0/1 and the usual strings. */
export const looseBoolean = z.preprocess((value) => {
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  if (typeof value === 'string' && truthy.has(value)) return true;
  if (typeof value === 'string' && falsy.has(value)) return false;
  return value;
}, z.boolean());

/** The largest id a record can have: ids are PostgreSQL `integer`s, so anything larger names nothing. */
export const maxRecordId = 2_147_483_647;

/** The id of a record in a body (a list of rows, fields, groups, options); larger ids are refused, never sent to SQL. */
export const recordId = z.number().int().max(maxRecordId);

/** A whole number that is stored in an `integer` column (widths, orders). */
export const storedInteger = z.number().int().min(-maxRecordId - 1).max(maxRecordId);

/** Lower-cases, trims and NFKC-normalises an e-mail address, as registration and login both do. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** A required e-mail address, normalised before it is checked. */
export const emailAddress = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.string().min(1).max(254).pipe(z.email()));

/** A required, non-blank string trimmed of surrounding white space, at most `max` characters. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/**
 * A list the reference declares with DRF's `min_length` rather than `allow_empty=False`: too few
 * items is code `min_length` even when the floor is one (table creation's `data`).
 */
export function minItemsList<T extends z.ZodType>(list: z.ZodArray<T>, min: number) {
  return list.refine((items) => items.length >= min, { message: m.minItems(min), params: { code: 'min_length' } });
}
