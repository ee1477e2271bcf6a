import { compileFormula, displayFormula, type CompiledFormula, type FormulaEnvironment, type FormulaFieldNamer } from '@cellar/core';

/**
 * The language's entry points as this folder uses them (core, formulas/): kept in one file so the
 * graph, recompute and the type endpoint read formulas one way.
 */
export function compileText(text: string, env: FormulaEnvironment): CompiledFormula {
  return compileFormula(text, env);
}

/** A stored formula (fields by id) as people read it, with the fields' current names. */
export function displayText(stored: string, nameOf: FormulaFieldNamer): string {
  return displayFormula(stored, nameOf);
}
