import { fieldTypes, ValidationError, type FieldError, type Row } from '@cellar/core';
import type { FieldRecord } from '../fields/fields.repo.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { fieldColumnName } from '../tables/user-table-ddl.js';
import type { CellValues, RawRow } from './rows.repo.js';

/**
 * Reads the `field_<id>` keys of a row body with each field's type; unknown keys are ignored.
 * All failing keys are reported together (contract §10.1).
 */
export function parseRowBody(fields: FieldRecord[], body: unknown): CellValues {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const cells: CellValues = new Map();
  const errors: Record<string, FieldError[]> = {};
  for (const field of fields) {
    const key = fieldColumnName(field.id);
    if (!(key in input)) continue;
    const parsed = fieldTypes[field.type].parseApiValue(input[key], field.options);
    if (parsed.ok) cells.set(field.id, parsed.value);
    else errors[key] = [parsed.error];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return cells;
}

/** Fills the cells a new row's body left out with each field's default (contract §9.4). */
export function withDefaults(fields: FieldRecord[], cells: CellValues): CellValues {
  const complete: CellValues = new Map(cells);
  for (const field of fields) {
    if (!complete.has(field.id)) complete.set(field.id, fieldTypes[field.type].defaultValue(field.options));
  }
  return complete;
}

/** A row as the API shows it: id, order and the cells of the given fields. */
export function presentRow(raw: RawRow, fields: FieldRecord[]): Row {
  const row: Row = { id: raw.id, order: String(raw.order) };
  for (const field of fields) {
    const key = fieldColumnName(field.id);
    row[key as `field_${number}`] = serverFieldTypes[field.type].fromDb(raw[key], field.options);
  }
  return row;
}
