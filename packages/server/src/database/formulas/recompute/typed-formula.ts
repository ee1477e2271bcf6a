import type { TypedNode } from '@cellar/core';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { TableEnvironment } from '../computed/field-environment.js';
import { compileText } from '../computed/formula-language.js';

/** A computed field's typed formula, from its stored text (fields by id); null while it does not work. */
export function typedFormulaOf(field: FieldRecord, environment: TableEnvironment): TypedNode | null {
  const stored = field.options.internal_formula;
  if (field.options.formula_type === 'invalid' || typeof stored !== 'string') return null;
  const compiled = compileText(stored, environment.env);
  return compiled.ok ? compiled.node : null;
}
