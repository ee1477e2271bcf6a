import type { DatabaseFileScope, FieldFileRules } from '../../database-file/file-rules.js';
import { applyTextEdits, fieldRefsOf, quoteFieldName, type TextEdit } from '../../formulas/formula-references.js';
import { parseFormula } from '../../formulas/parse-formula.js';
import { withoutResult } from './computed-file.js';

// The file ids a formula's text names from its table: fields of the row, and each lookup's link and linked field.
function formulaReads(text: string, tableId: number, scope: DatabaseFileScope): number[] {
  const parsed = parseFormula(text);
  if (!parsed.ok) return [];
  const reads: number[] = [];
  for (const { ref, node, side } of fieldRefsOf(parsed.ast)) {
    if (side !== 'target') {
      const id = scope.fieldOf(tableId, ref);
      if (id !== undefined) reads.push(id);
    } else if (node.kind === 'lookup') {
      const through = scope.fieldOf(tableId, node.through);
      const linked = through === undefined ? undefined : scope.linkedTableOf(through);
      const id = linked === undefined ? undefined : scope.fieldOf(linked, ref);
      if (id !== undefined) reads.push(id);
    }
  }
  return reads;
}

// `field_by_id(N)` in a file names the file's field N: written by name, as the server reads a body's formula; an id the file has not stays visibly missing.
function byName(text: string, scope: DatabaseFileScope): string {
  const parsed = parseFormula(text);
  if (!parsed.ok) return text;
  const edits: TextEdit[] = [];
  for (const { ref, node, side } of fieldRefsOf(parsed.ast)) {
    if (ref.by !== 'id') continue;
    const name = quoteFieldName(scope.nameOf(ref.id) ?? `field ${ref.id}`);
    edits.push(side === 'field' ? { at: node.at, text: `field(${name})` } : { at: ref.at, text: name });
  }
  return applyTextEdits(text, edits);
}

/**
 * A formula in a database file: its text names fields by name (`field('Price')`, as the API answers
 * it and as people write it; `field_by_id(N)` names the file's field N). Created after what it
 * names, so a formula may name a field listed later or in a later table.
 */
export const formulaFileRules: FieldFileRules = {
  reads: (options, tableId, scope) => (typeof options.formula === 'string' ? formulaReads(options.formula, tableId, scope) : []),
  importOptions: (options, _ids, scope) => ({
    ...withoutResult(options),
    ...(typeof options.formula === 'string' && scope ? { formula: byName(options.formula, scope) } : {}),
  }),
};
