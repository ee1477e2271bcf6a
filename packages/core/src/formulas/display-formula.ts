import { applyTextEdits, fieldRefsOf, quoteFieldName, type TextEdit } from './formula-references.js';
import { parseFormula } from './parse-formula.js';

/**
 * A field's name for display: `fieldId` of the table, or, with `throughFieldId`, of the table that
 * link field links to (a lookup's target). Undefined when there is no such field.
 */
export type FormulaFieldNamer = (fieldId: number, throughFieldId?: number) => string | undefined;

/**
 * A stored formula as people read and edit it: each `field_by_id(12)` becomes `field('Name')` (and
 * each id inside `lookup(…)` a quoted name) with today's names; every other character — spacing,
 * comments, the case of function names — stays as stored. Ids without a field stay as they are.
 */
export function displayFormula(stored: string, nameOf: FormulaFieldNamer): string {
  const parsed = parseFormula(stored);
  if (!parsed.ok) return stored;
  const edits: TextEdit[] = [];
  for (const { ref, node, side } of fieldRefsOf(parsed.ast)) {
    if (ref.by !== 'id') continue;
    if (side === 'field') {
      const name = nameOf(ref.id);
      if (name !== undefined) edits.push({ at: node.at, text: `field(${quoteFieldName(name)})` });
    } else if (node.kind === 'lookup') {
      const throughId = node.through.by === 'id' ? node.through.id : undefined;
      const name = side === 'through' ? nameOf(ref.id) : throughId === undefined ? undefined : nameOf(ref.id, throughId);
      if (name !== undefined) edits.push({ at: ref.at, text: quoteFieldName(name) });
    }
  }
  return applyTextEdits(stored, edits);
}
