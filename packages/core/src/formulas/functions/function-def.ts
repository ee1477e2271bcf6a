import type { FormulaType } from '../formula-type.js';

/** The families the editor's completion groups functions by. */
export type FormulaFunctionCategory = 'text' | 'number' | 'logic' | 'date' | 'aggregate' | 'operator';

/** A value while a formula is evaluated in core: text, number, boolean, date (ISO 8601 text), list, or empty. */
export type FormulaValue = string | number | boolean | null | FormulaValue[];

/** The outcome of typing a call: its result type, or why its arguments do not fit (an argument's index, for the error's position). */
export type CallTyping = { ok: true; type: FormulaType } | { ok: false; error: string; argIndex?: number };

/**
 * One function of the formula language: its name and argument order as the reference's formula
 * language has them (so Baserow formulas paste in unchanged), the words and example the editor
 * shows, how its result type follows from its arguments' types, and how core computes it. The
 * server's SQL for it lives beside the server's other SQL (formulas/sql/), keyed by the same name.
 */
export interface FormulaFunction {
  name: string;
  category: FormulaFunctionCategory;
  /** The signature the editor shows, e.g. `left(text, count)`. */
  signature: string;
  /** One sentence for people. */
  description: string;
  /** A formula using it, as the editor shows it. */
  example: string;
  /** How many arguments it takes; `max` absent for any number (concat). */
  arity: { min: number; max?: number };
  /** The result type for these argument types, or an error in words ("`upper` takes text, got a number"). */
  typeOf(args: FormulaType[]): CallTyping;
  /**
   * The value, from the arguments' values (already computed, except for the functions in `lazy`
   * below). Never throws: what SQL answers NULL for (division by zero, bad dates) is null here.
   */
  evaluate(args: FormulaValue[], types: FormulaType[], result: FormulaType): FormulaValue;
  /** Set on aggregates: the first argument is a list of linked values, folded into one value (sum, count, join). */
  aggregate?: boolean;
}

/** Declares a function with its checked shape. */
export function defineFormulaFunction(definition: FormulaFunction): FormulaFunction {
  return definition;
}
