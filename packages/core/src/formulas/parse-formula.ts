import type { FormulaAst } from './ast.js';
import { formulaLimits, type FormulaError } from './formula.js';
import { findTooDeepNesting } from './formula-depth.js';
import { atPosition } from './formula-position.js';
import * as generated from './formula-parser.generated.js';
import { describeSyntaxError } from './syntax-error.js';

/** A formula's text parsed into its tree, or the first mistake found in words at its place. */
export type ParsedFormula = { ok: true; ast: FormulaAst } | { ok: false; error: FormulaError };

/**
 * Parses a formula's text within `formulaLimits`: the length and the parentheses' nesting are
 * checked before the parser runs, the tree's depth after, so no text can overflow a stack here,
 * in the SQL emitter or in the evaluator.
 */
export function parseFormula(text: string): ParsedFormula {
  if (text.length > formulaLimits.maxLength) {
    return fail('too_long', `The formula is longer than ${formulaLimits.maxLength.toLocaleString('en')} characters`);
  }
  const tooDeep = findTooDeepNesting(text, formulaLimits.maxDepth);
  if (tooDeep) {
    return fail('too_deep', atPosition(`The formula nests more than ${formulaLimits.maxDepth} parentheses`, text, tooDeep), tooDeep);
  }
  let ast: FormulaAst;
  try {
    ast = parser.parse(text) as FormulaAst;
  } catch (error) {
    if (!(error instanceof parser.SyntaxError)) throw error;
    const offset: number = error.location.start.offset;
    return fail('syntax', describeSyntaxError(text, offset, error.expected ?? [], error.found ?? null), { start: offset, end: offset + (error.found?.length ?? 0) });
  }
  const deepNode = findTooDeepNode(ast, formulaLimits.maxTreeDepth);
  if (deepNode) {
    return fail('too_deep', atPosition(`The formula nests more than ${formulaLimits.maxTreeDepth} operations`, text, deepNode.at), deepNode.at);
  }
  return { ok: true, ast };
}

/** The generated parser's surface (formula-parser.generated.ts is untyped JavaScript). */
interface PeggySyntaxError extends Error {
  location: { start: { offset: number } };
  expected: { type: string; description?: string; text?: string }[] | null;
  found: string | null;
}
const parser = generated as unknown as { parse(text: string): unknown; SyntaxError: new (...args: never[]) => PeggySyntaxError };

function fail(kind: FormulaError['kind'], message: string, at?: FormulaError['at']): ParsedFormula {
  return { ok: false, error: { kind, message, ...(at ? { at } : {}) } };
}

// An explicit stack: the tree is not yet known to be shallow.
function findTooDeepNode(root: FormulaAst, limit: number): FormulaAst | null {
  const stack: [FormulaAst, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return node;
    if (node.kind === 'call') for (const arg of node.args) stack.push([arg, depth + 1]);
  }
  return null;
}
