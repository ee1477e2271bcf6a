import { fieldIdKeys, fieldTypes, ValidationError, type FieldNames, type ValidationDetail } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import type { CellValues } from './rows.repo.js';

/**
 * Reads the `field_<id>` keys of a row body (the fields' names with `user_field_names`) with each
 * field's type; unknown keys are ignored. All failing keys are reported together, under the keys sent (contract §10.1).
 */
export function parseRowBody(fields: FieldRecord[], body: unknown, names: FieldNames = fieldIdKeys): CellValues {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const cells: CellValues = new Map();
  const errors: ValidationDetail = {};
  for (const field of fields) {
    const key = names.keyOf(field);
    // Of two fields sharing a name, the body's key writes the one the name means.
    if (!Object.hasOwn(input, key) || names.idOf(key) !== field.id) continue;
    const parsed = fieldTypes[field.type].parseApiValue(input[key], field.options);
    if (parsed.ok) cells.set(field.id, parsed.value);
    else errors[key] = parsed.detail ?? [parsed.error];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return cells;
}

/** Fills the cells a new row's body left out with each field's default (contract §9.4). */
export function withDefaults(fields: FieldRecord[], cells: CellValues): CellValues {
  const complete: CellValues = new Map(cells);
  for (const field of fields) {
    // A read-only type's cell is the server's to fill (an autonumber's column default), never null from here.
    if (!complete.has(field.id) && !fieldTypes[field.type].readOnly) complete.set(field.id, fieldTypes[field.type].defaultValue(field.options));
  }
  return complete;
}

/**
 * Lets each field type turn checked values into stored ones, where that needs the database (file names → user files);
 * values from a database file are `imported`, which drops what this database lacks instead of refusing it.
 */
export async function prepareCells(db: Executor, fields: FieldRecord[], rows: CellValues[], source: 'api' | 'imported' = 'api'): Promise<CellValues[]> {
  const prepared = rows.map((cells) => new Map(cells));
  for (const field of fields) {
    const type = serverFieldTypes[field.type];
    const prepare = (source === 'imported' && type.prepareImportedValues) || type.prepareValues;
    const holders = prepared.filter((cells) => cells.has(field.id));
    if (!prepare || holders.length === 0) continue;
    const values = await prepare(db, field, holders.map((cells) => cells.get(field.id)));
    holders.forEach((cells, index) => cells.set(field.id, values[index]));
  }
  return prepared;
}
