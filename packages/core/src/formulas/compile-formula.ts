import type { FormulaEnvironment } from './environment.js';
import type { CompiledFormula } from './formula.js';
import { applyTextEdits, fieldRefsOf, referencesOf, type TextEdit } from './formula-references.js';
import { parseFormula } from './parse-formula.js';
import { typeFormula } from './type-check.js';
import type { FormulaAst } from './ast.js';

/**
 * Parses and types a formula as a person wrote it (or as it was stored) against the table's fields.
 * `stored` is the text with every field that exists named by id (`field_by_id(12)`; inside a lookup,
 * `lookup(field_by_id(3), field_by_id(7))`), the rest byte for byte: a rename changes nothing stored,
 * and names matching no field stay names, so the formula heals when such a field appears.
 */
export function compileFormula(text: string, env: FormulaEnvironment): CompiledFormula {
  const parsed = parseFormula(text);
  const none = { fieldIds: [], lookups: [], brokenNames: [] };
  if (!parsed.ok) return { ok: false, error: parsed.error, references: none, stored: null };
  const references = referencesOf(parsed.ast, env);
  const stored = storedText(text, parsed.ast, env);
  const typed = typeFormula(parsed.ast, env, text);
  if (!typed.ok) return { ok: false, error: typed.error, references, stored };
  return { ok: true, node: typed.node, type: typed.node.type, references, stored };
}

function storedText(text: string, ast: FormulaAst, env: FormulaEnvironment): string {
  const edits: TextEdit[] = [];
  for (const { ref, node, side } of fieldRefsOf(ast)) {
    if (ref.by !== 'name') continue;
    if (side === 'field') {
      const field = env.byName(ref.name);
      if (field && field.id !== env.selfId) edits.push({ at: node.at, text: `field_by_id(${field.id})` });
    } else if (node.kind === 'lookup') {
      const through = node.through.by === 'name' ? env.byName(node.through.name) : env.byId(node.through.id);
      const field = side === 'through' ? through : through?.linked?.().byName(ref.name);
      if (field) edits.push({ at: ref.at, text: `field_by_id(${field.id})` });
    }
  }
  return applyTextEdits(text, edits);
}
