import { DomainError, type CompiledFormula, type FormulaError, type FormulaReferences, type FormulaType } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { findCycle } from '../graph/dependency-walk.js';
import { computedFormulas, refusal, type ComputedTypeName } from './computed-formulas.js';
import { tableEnvironment, type TableEnvironment } from './field-environment.js';
import { compileText } from './formula-language.js';

/** A computed field being defined: a new one has no id yet. */
export interface ComputedSpec {
  id?: number;
  table_id: number;
  name: string;
  type: ComputedTypeName;
  options: Record<string, unknown>;
}

/** What a computed field became: the options to store, its typed formula when it works, and the edges to write (null: keep those it had). */
export interface ComputedState {
  options: Record<string, unknown>;
  compiled: Extract<CompiledFormula, { ok: true }> | null;
  references: FormulaReferences | null;
  environment: TableEnvironment;
}

/**
 * `refuse`: a body defines the field, and a formula that does not work is refused with the
 * reference's error (nothing is saved). `keep`: something it reads changed (deleted, retyped,
 * restored), and the field is kept, its result `invalid` with the error in words until it heals.
 */
export type CompileMode = 'refuse' | 'keep';

/** Types and checks a computed field's formula against its table (and linked tables) as they are now. */
export async function compileComputed(db: Executor, spec: ComputedSpec, mode: CompileMode): Promise<ComputedState> {
  const environment = await tableEnvironment(db, spec.table_id, { id: spec.id, name: spec.name });
  const text = computedFormulas[spec.type](spec.options, environment);
  if (!text.ok) {
    if (mode === 'refuse') throw refusal(text);
    return { options: invalidOptions(spec.options, text.message), compiled: null, references: null, environment };
  }
  const compiled = compileText(text.text, environment.env);
  if (!compiled.ok) {
    if (mode === 'refuse') throw formulaRefusal(compiled.error);
    return { options: invalidOptions(spec.options, compiled.error.message), compiled: null, references: compiled.references, environment };
  }
  const cycle = spec.id === undefined ? null : await findCycle(db, spec.id, readsOf(compiled.references));
  if (cycle) {
    const names = await cycleNames(db, cycle, spec);
    if (mode === 'refuse') throw new DomainError('ERROR_FIELD_CIRCULAR_REFERENCE', `Fields cannot reference each other resulting in a circular chain of references: ${names}.`);
    return { options: invalidOptions(spec.options, `the formula is part of a circular chain of references: ${names}`), compiled: null, references: compiled.references, environment };
  }
  return { options: validOptions(spec.options, compiled.stored, compiled.type), compiled, references: compiled.references, environment };
}

/** Every field a formula reads: those of its row, the links it looks through and the linked fields. */
export function readsOf(references: FormulaReferences): number[] {
  return [...references.fieldIds, ...references.lookups.flatMap((lookup) => [lookup.throughFieldId, lookup.targetFieldId])];
}

/** The reference's refusal of a formula that does not work, explained. */
export function formulaRefusal(error: FormulaError): DomainError {
  if (error.kind === 'self_reference') return new DomainError('ERROR_FIELD_SELF_REFERENCE');
  if (error.kind === 'too_deep') return new DomainError('ERROR_TOO_DEEPLY_NESTED_FORMULA', `The formula is too deeply nested: ${error.message}.`);
  return new DomainError('ERROR_WITH_FORMULA', `Error with formula: ${error.message}.`);
}

// The result's keys the API answers (core's ComputedResult); display options left null follow the type.
function validOptions(options: Record<string, unknown>, stored: string, type: FormulaType): Record<string, unknown> {
  const scalar = type.type === 'array' ? type.of : type;
  return {
    ...options,
    internal_formula: stored,
    formula_type: type.type,
    array_formula_type: type.type === 'array' ? type.of.type : null,
    error: null,
    nullable: type.type !== 'boolean',
    ...(scalar.type === 'number' && options.number_decimal_places == null ? { number_decimal_places: scalar.decimalPlaces } : {}),
    ...(scalar.type === 'date' && options.date_include_time == null ? { date_include_time: scalar.includeTime } : {}),
  };
}

function invalidOptions(options: Record<string, unknown>, error: string): Record<string, unknown> {
  return { ...options, formula_type: 'invalid', array_formula_type: null, error, nullable: true };
}

// "A → B → A", by the fields' names (the field being defined by the name it is given).
async function cycleNames(db: Executor, cycle: number[], spec: ComputedSpec): Promise<string> {
  const rows = await db.selectFrom('database_fields').select(['id', 'name']).where('id', 'in', cycle).execute();
  const names = new Map(rows.map((row) => [row.id, row.name]));
  if (spec.id !== undefined) names.set(spec.id, spec.name);
  return cycle.map((id) => names.get(id) ?? `field ${id}`).join(' → ');
}
