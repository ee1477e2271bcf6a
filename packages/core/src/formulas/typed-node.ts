import type { FormulaType } from './formula-type.js';
import type { Span } from './ast.js';

/**
 * A formula after type checking: every reference resolved to a field id, every node typed. This is
 * the intermediate form both back ends read — core's evaluator (the editor's preview) and the
 * server's SQL emitter — so they agree on what each construct means.
 */
export type TypedNode =
  | { kind: 'literal'; value: string | number | boolean | null; type: FormulaType; at: Span }
  /** A field of the same row. */
  | { kind: 'field'; fieldId: number; type: FormulaType; at: Span }
  /**
   * A field of the rows linked through `throughFieldId` (a link field of the same table): an array
   * of `targetFieldId`'s values, in link order, leaving trashed rows out.
   */
  | { kind: 'lookup'; throughFieldId: number; targetFieldId: number; type: FormulaType; at: Span }
  | { kind: 'call'; name: string; args: TypedNode[]; type: FormulaType; at: Span };

/** The fields a formula reads: directly, or through a link (the dependency graph's edges). */
export interface FormulaReferences {
  fieldIds: number[];
  lookups: { throughFieldId: number; targetFieldId: number }[];
  /** Names that matched no field: a deleted reference, kept so the formula heals when a field of that name returns. */
  brokenNames: string[];
}
