import { DomainError, type ErrorCode, type FieldTypeName } from '@cellar/core';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { linkedTableOf } from './linked-table.js';

/** The four computed types, which this folder gives their formula, edges and values. */
export type ComputedTypeName = Extract<FieldTypeName, 'formula' | 'lookup' | 'rollup' | 'count'>;

/** The computed types' names. */
export const computedTypeNames: readonly ComputedTypeName[] = ['formula', 'lookup', 'rollup', 'count'];

/** Whether a field is computed: its column is written by recompute, never by a body. */
export function isComputed(field: Pick<FieldRecord, 'type'>): boolean {
  return (computedTypeNames as readonly string[]).includes(field.type);
}

/** What a computed type's formula is read from: the table's fields and those its link reaches. */
export interface FormulaSource {
  fields: FieldRecord[];
  linkedFields(tableId: number): FieldRecord[];
}

/** A computed type's formula, or the reason it has none: an error to refuse with, or, for a field kept, to show. */
export type FormulaText = { ok: true; text: string } | { ok: false; code: ErrorCode; message: string };

/**
 * Each computed type as a formula of the one language (issue 34, Parts): a formula is its text; a
 * lookup is `lookup(field_by_id(L), field_by_id(T))`, a rollup its function over that lookup, a
 * count `count(field_by_id(L))`, so all four are typed, stored and recomputed alike.
 */
export const computedFormulas: { readonly [K in ComputedTypeName]: (options: Record<string, unknown>, source: FormulaSource) => FormulaText } = {
  formula: (options) => ({ ok: true, text: typeof options.formula === 'string' ? options.formula : '' }),
  lookup: (options, source) => linkedFormula(options, source, 'LOOKUP', (through, target) => `lookup(field_by_id(${through}), field_by_id(${target}))`),
  rollup: (options, source) => {
    const fn = typeof options.rollup_function === 'string' ? options.rollup_function : '';
    // A name, never an expression: it is put into the formula's text.
    if (!/^[a-z_]{1,64}$/.test(fn)) return refuse('ERROR_INVALID_ROLLUP_FORMULA_FUNCTION', `The rollup function ${JSON.stringify(fn)} does not exist.`);
    return linkedFormula(options, source, 'ROLLUP', (through, target) => `${fn}(lookup(field_by_id(${through}), field_by_id(${target})))`);
  },
  count: (options, source) => {
    const through = throughField(options, source);
    if (!through) return refuse('ERROR_INVALID_COUNT_THROUGH_FIELD', 'The count field needs a link field of its table.');
    return { ok: true, text: `count(field_by_id(${through.id}))` };
  },
};

function refuse(code: ErrorCode, message: string): FormulaText {
  return { ok: false, code, message };
}

// The link field of the table a lookup, rollup or count goes through, by id or (lookups) by name.
function throughField(options: Record<string, unknown>, source: FormulaSource): FieldRecord | null {
  const byId = typeof options.through_field_id === 'number' ? source.fields.find((field) => field.id === options.through_field_id) : undefined;
  const byName = typeof options.through_field_name === 'string' ? source.fields.find((field) => field.name === options.through_field_name) : undefined;
  const through = byId ?? (options.through_field_id == null ? byName : undefined);
  return through && linkedTableOf(through) !== null ? through : null;
}

function linkedFormula(options: Record<string, unknown>, source: FormulaSource, kind: 'LOOKUP' | 'ROLLUP', text: (through: number, target: number) => string): FormulaText {
  const through = throughField(options, source);
  if (!through) return refuse(`ERROR_INVALID_${kind}_THROUGH_FIELD`, 'The through field does not exist, is in a different table or is not a link row field.');
  const linked = source.linkedFields(linkedTableOf(through) as number);
  const byId = typeof options.target_field_id === 'number' ? linked.find((field) => field.id === options.target_field_id) : undefined;
  const byName = typeof options.target_field_name === 'string' ? linked.find((field) => field.name === options.target_field_name) : undefined;
  const target = byId ?? (options.target_field_id == null ? byName : undefined);
  if (!target) return refuse(`ERROR_INVALID_${kind}_TARGET_FIELD`, 'The target field does not exist or is not in the table the through field links to.');
  return { ok: true, text: text(through.id, target.id) };
}

/** Throws the refusal of a formula text that cannot be made. */
export function refusal(text: Extract<FormulaText, { ok: false }>): DomainError {
  return new DomainError(text.code, text.message);
}
