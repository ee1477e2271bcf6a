import { environmentOf, formulaTypeOfField, type FormulaEnvironment, type FormulaField } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import type { FormulaSource } from './computed-formulas.js';
import { linkedTableOf } from './linked-table.js';

/** Reads a table's live fields (listFields, or a copy remembered for one settle). */
export type FieldLister = (db: Executor, tableId: number) => Promise<FieldRecord[]>;

/** A table's fields as formulas see them, with the fields of the tables its links reach. */
export interface TableEnvironment extends FormulaSource {
  env: FormulaEnvironment;
}

/**
 * The fields a formula of `tableId` may name (trashed fields are left out, so naming one is an
 * unknown field), each link with the fields of its linked table for lookups. Linked tables are
 * read up front: the checker's `linked()` is synchronous.
 */
export async function tableEnvironment(db: Executor, tableId: number, self?: { id?: number; name?: string }, list: FieldLister = listFields): Promise<TableEnvironment> {
  const fields = await list(db, tableId);
  const linkedIds = [...new Set(fields.map(linkedTableOf).filter((id): id is number => id !== null))];
  const linkedEnvs = new Map<number, FormulaEnvironment>();
  const linkedLists = new Map<number, FieldRecord[]>();
  for (const linkedId of linkedIds) {
    const linkedFields = linkedId === tableId ? fields : await list(db, linkedId);
    linkedLists.set(linkedId, linkedFields);
    linkedEnvs.set(linkedId, environmentOf(linkedFields.map((field) => formulaFieldOf(field))));
  }
  const own = fields.map((field) => {
    const linked = linkedTableOf(field);
    const env = linked === null ? undefined : linkedEnvs.get(linked);
    return formulaFieldOf(field, env);
  });
  return { env: environmentOf(own, self), fields, linkedFields: (linkedId) => linkedLists.get(linkedId) ?? [] };
}

function formulaFieldOf(field: FieldRecord, linked?: FormulaEnvironment): FormulaField {
  return { id: field.id, name: field.name, type: formulaTypeOfField(field.type, field.options), ...(linked ? { linked: () => linked } : {}) };
}
