import type { FieldRef, FormulaAst, Span } from './ast.js';
import type { FormulaEnvironment } from './environment.js';
import type { FormulaReferences } from './typed-node.js';

/** Every field reference in a tree, in text order: `field(…)` and both sides of `lookup(…)`. */
export function fieldRefsOf(ast: FormulaAst): { ref: FieldRef; node: FormulaAst; side: 'field' | 'through' | 'target' }[] {
  const found: { ref: FieldRef; node: FormulaAst; side: 'field' | 'through' | 'target' }[] = [];
  const visit = (node: FormulaAst) => {
    if (node.kind === 'field') found.push({ ref: node.ref, node, side: 'field' });
    else if (node.kind === 'lookup') found.push({ ref: node.through, node, side: 'through' }, { ref: node.target, node, side: 'target' });
    else if (node.kind === 'call') node.args.forEach(visit);
  };
  visit(ast);
  return found;
}

/**
 * What a formula reads, resolved against its fields even when it does not type: the dependency
 * graph's edges, and the names that match no field (kept, so the formula heals when one returns).
 */
export function referencesOf(ast: FormulaAst, env: FormulaEnvironment): FormulaReferences {
  const fieldIds = new Set<number>();
  const lookups = new Map<string, { throughFieldId: number; targetFieldId: number }>();
  const brokenNames = new Set<string>();
  const resolve = (ref: FieldRef, scope: FormulaEnvironment) => {
    const field = ref.by === 'name' ? scope.byName(ref.name) : scope.byId(ref.id);
    if (!field && ref.by === 'name') brokenNames.add(ref.name);
    return field;
  };
  const visit = (node: FormulaAst) => {
    if (node.kind === 'field') {
      const field = resolve(node.ref, env);
      if (field) fieldIds.add(field.id);
    } else if (node.kind === 'lookup') {
      const through = resolve(node.through, env);
      if (!through) return;
      fieldIds.add(through.id);
      const target = through.linked ? resolve(node.target, through.linked()) : undefined;
      if (target) lookups.set(`${through.id}:${target.id}`, { throughFieldId: through.id, targetFieldId: target.id });
    } else if (node.kind === 'call') {
      node.args.forEach(visit);
    }
  };
  visit(ast);
  return { fieldIds: [...fieldIds], lookups: [...lookups.values()], brokenNames: [...brokenNames] };
}

/** One replacement of a span of a formula's text. */
export interface TextEdit {
  at: Span;
  text: string;
}

/** The text with each span replaced and every other character kept byte for byte. */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  let result = '';
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.at.start - b.at.start)) {
    result += text.slice(from, edit.at.start) + edit.text;
    from = edit.at.end;
  }
  return result + text.slice(from);
}

/** A field name as a single-quoted formula string: quotes and backslashes escaped, so it reads back the same. */
export function quoteFieldName(name: string): string {
  return `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
