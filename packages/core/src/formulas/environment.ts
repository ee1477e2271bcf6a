import type { FormulaType } from './formula-type.js';

/**
 * The fields a formula may name, as the type checker sees them: their ids, names and the formula
 * type their values have. Built by the server from the table's fields (and by the web app from the
 * fields it holds), so both type a formula alike.
 */
export interface FormulaField {
  id: number;
  name: string;
  type: FormulaType;
  /** Set on link fields: the fields of the table they link to, for `lookup` and aggregates over them. */
  linked?: () => FormulaEnvironment;
}

export interface FormulaEnvironment {
  byName(name: string): FormulaField | undefined;
  byId(id: number): FormulaField | undefined;
  /** The field being defined, when it exists: naming it is ERROR_FIELD_SELF_REFERENCE. */
  selfId?: number;
  selfName?: string;
}

/** An environment over a list of fields. */
export function environmentOf(fields: FormulaField[], self?: { id?: number; name?: string }): FormulaEnvironment {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const byId = new Map(fields.map((field) => [field.id, field]));
  return { byName: (name) => byName.get(name), byId: (id) => byId.get(id), selfId: self?.id, selfName: self?.name };
}
