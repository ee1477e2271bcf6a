/**
 * What the parser makes of a formula's text, before any field is looked up: the grammar's
 * output (formula-grammar.peggy). Operators arrive as calls of the reference's operator
 * functions (`a + b` is `add(a, b)`, `a = b` is `equal(a, b)`), so the type checker, the
 * evaluator and the SQL emitter each know one kind of node per construct.
 */

/** Where a node is in the formula's text: 0-based offsets, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export type FormulaAst =
  | { kind: 'number'; value: string; at: Span }
  | { kind: 'text'; value: string; at: Span }
  | { kind: 'boolean'; value: boolean; at: Span }
  /** `field('Name')` as people write it, or `field_by_id(12)` as Cellar stores it. */
  | { kind: 'field'; ref: FieldRef; at: Span }
  /** `lookup('Link field', 'Field in the linked table')`: each side by name or, stored, by id. */
  | { kind: 'lookup'; through: FieldRef; target: FieldRef; at: Span }
  | { kind: 'call'; name: string; args: FormulaAst[]; at: Span; /** where the name is, for "unknown function" */ nameAt: Span };

/** A reference to a field, by the name typed or by the id stored. */
export type FieldRef = { by: 'name'; name: string; at: Span } | { by: 'id'; id: number; at: Span };
