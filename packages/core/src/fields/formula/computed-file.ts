import type { DatabaseFileIdMap, DatabaseFileScope, FieldFileRules } from '../../database-file/file-rules.js';
import { computedResultKeys } from './computed-options.js';

/**
 * What the four computed types share in a database file (issue 34): what the server worked out
 * (`formula_type`, `error`…) is written by the export but never read back, since the import types
 * every formula again; their cells are not carried, since the import computes them.
 */
export function withoutResult(options: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...options };
  for (const key of computedResultKeys) delete kept[key];
  return kept;
}

/** A settings key naming a field by file id (`through_field_id`, `target_field_id`) as the id it was created with; null for one the file has not (the field imports invalid, explained). */
function mappedField(options: Record<string, unknown>, key: string, ids: DatabaseFileIdMap): Record<string, unknown> {
  const fileId = options[key];
  return typeof fileId === 'number' ? { [key]: ids.field(fileId) ?? null } : {};
}

// A side of a lookup, rollup or count: its file id when it has one, else its name (lookups take names too).
function sideOf(options: Record<string, unknown>, side: 'through' | 'target'): { by: 'id'; id: number } | { by: 'name'; name: string } | null {
  const id = options[`${side}_field_id`];
  const name = options[`${side}_field_name`];
  if (typeof id === 'number') return { by: 'id', id };
  return typeof name === 'string' ? { by: 'name', name } : null;
}

/** The fields a lookup, rollup or count reads in a file: its link field, and the linked table's field it reads (`sides`). */
export function linkedReads(options: Record<string, unknown>, tableId: number, scope: DatabaseFileScope, sides: readonly ('through' | 'target')[]): number[] {
  const throughRef = sideOf(options, 'through');
  const through = throughRef ? scope.fieldOf(tableId, throughRef) : undefined;
  if (through === undefined) return [];
  const linkedTable = scope.linkedTableOf(through);
  const targetRef = sideOf(options, 'target');
  const target = sides.includes('target') && linkedTable !== undefined && targetRef ? scope.fieldOf(linkedTable, targetRef) : undefined;
  return target === undefined ? [through] : [through, target];
}

/** File rules of a type computed through a link (lookup, rollup, count): its field ids are the file's, mapped on import. */
export function linkedFileRules(sides: readonly ('through' | 'target')[]): FieldFileRules {
  return {
    reads: (options, tableId, scope) => linkedReads(options, tableId, scope, sides),
    importOptions: (options, ids) => ({ ...withoutResult(options), ...Object.assign({}, ...sides.map((side) => mappedField(options, `${side}_field_id`, ids))) }),
  };
}
