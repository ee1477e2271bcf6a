import type { Span } from './ast.js';
import type { FormulaType } from './formula-type.js';
import type { FormulaValue } from './functions/function-def.js';
import type { FormulaReferences, TypedNode } from './typed-node.js';

/**
 * The formula language's entry points (ARCHITECTURE.md, computed fields): parse and type once,
 * here, for the server and the browser alike.
 */

/** Bounds on a formula, so no expression costs the server more than a page of text does. */
export const formulaLimits = {
  maxLength: 10_000,
  /** Parentheses (calls and brackets) nested in the text. */
  maxDepth: 100,
  /** Nodes nested in the parsed tree, operator chains included (`1+1+…+1`): every back end walks it recursively. */
  maxTreeDepth: 500,
  /**
   * Characters a formula's text value keeps (what concat, replace and regex_replace build, and the
   * column): a few nested calls must not build gigabytes (a 4 KB formula of three nested replaces did).
   */
  maxTextLength: 100_000,
  /** Characters each text item of a list keeps (a lookup of long texts through 10,000 links stays 10 MB). */
  maxListItemText: 1_000,
  /** replace and regex_replace give empty where their result could pass this many characters, before building it. */
  maxReplaceResult: 1_000_000,
} as const;

/** What kind of mistake a formula has; `self_reference` and `circular` are the API's own error codes. */
export type FormulaErrorKind = 'syntax' | 'unknown_function' | 'unknown_field' | 'type' | 'self_reference' | 'too_long' | 'too_deep';

/** A formula's mistake in words, at its place in the text (`at`, 0-based), e.g. "`upper` takes text, got a number at column 7". */
export interface FormulaError {
  kind: FormulaErrorKind;
  message: string;
  at?: Span;
}

/**
 * A formula that types: its typed form, its result type, what it reads, and `stored`, its text
 * with every field named by id (`field_by_id(12)`), which is what the server keeps.
 */
export type CompiledFormula =
  | { ok: true; node: TypedNode; type: FormulaType; references: FormulaReferences; stored: string }
  | { ok: false; error: FormulaError; references: FormulaReferences; stored: string | null };

/** Reads the value of a field of the row, or the list of a linked field's values, while evaluating. */
export interface FormulaRow {
  value(fieldId: number): FormulaValue;
  lookup(throughFieldId: number, targetFieldId: number): FormulaValue[];
}
