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
  typeOf(args: FormulaType[], literals?: FormulaLiteral[]): CallTyping;
  /**
   * The value, from the arguments' values (already computed; empties replaced as `keepsNulls` says).
   * Never throws: what SQL answers NULL for (division by zero, bad dates) is null here.
   */
  evaluate(args: FormulaValue[], types: FormulaType[], result: FormulaType, context: FormulaContext): FormulaValue;
  /** Set on aggregates: the first argument is a list of linked values, folded into one value (sum, count, join). */
  aggregate?: boolean;
  /**
   * Set on functions whose value changes with time alone (now, today): a stored value goes stale without
   * any write, so the server recomputes the fields using them on a schedule (formulas/time-refresh/).
   */
  changesWithTime?: true;
  /**
   * Set where the reference keeps empty arguments empty (its `try_coerce_nullable_args_to_not_null =
   * False`: concat, totext, if, equal, is_null, when_empty, min/max/avg…). Every other function gets an
   * empty text argument as '' and an empty number as 0 before it runs, in core and in SQL alike
   * (`coalesce(arg, '')`, `coalesce(arg, 0)`); dates and booleans are passed as they are.
   */
  keepsNulls?: boolean;
  /**
   * Functions to wrap arguments in before typing, by index (null: as is): `equal` of a number and
   * text compares both as text, so the typed tree holds `equal(totext(a), b)` for both back ends.
   */
  wrapArgs?(args: FormulaType[]): (FormulaFunctionName | null)[] | undefined;
  /** Another function this call is, for these types: `add` of two texts is `concat`. */
  renameFor?(args: FormulaType[]): FormulaFunctionName | undefined;
}

/** An argument's value where it is written as a literal (`round(x, 2)`'s 2), else undefined: some result types follow it. */
export type FormulaLiteral = string | number | boolean | null | undefined;

/** What a function may read besides its arguments: the clock, for `now()` and `today()`. */
export interface FormulaContext {
  now: Date;
}

/**
 * A function's name (the registry's keys, functions/registry.ts). Kept as a plain string here so this
 * file does not import the registry; the registry's `FormulaFunctionName` is the exact union.
 */
type FormulaFunctionName = string;

/** Declares a function with its checked shape. */
export function defineFormulaFunction(definition: FormulaFunction): FormulaFunction {
  return definition;
}
