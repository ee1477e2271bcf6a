import type { FormulaReferences } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';

/** An edge of the dependency graph as stored (migration 0020). */
export interface DependencyEdge {
  dependantId: number;
  dependencyId: number | null;
  viaId: number | null;
  brokenName: string | null;
}

/**
 * Replaces a computed field's edges with what its formula now reads: each field of its row, each
 * link it looks through together with the linked field, and each name that matched no field.
 */
export async function writeEdges(db: Executor, dependantId: number, references: FormulaReferences): Promise<void> {
  await db.deleteFrom('database_field_dependencies').where('dependant_id', '=', dependantId).execute();
  const rows = [
    ...references.fieldIds.map((id) => ({ dependant_id: dependantId, dependency_id: id, via_id: null, broken_reference_name: null })),
    ...references.lookups.map((lookup) => ({ dependant_id: dependantId, dependency_id: lookup.targetFieldId, via_id: lookup.throughFieldId, broken_reference_name: null })),
    ...references.brokenNames.map((name) => ({ dependant_id: dependantId, dependency_id: null, via_id: null, broken_reference_name: name })),
  ];
  if (rows.length > 0) await db.insertInto('database_field_dependencies').values(rows).execute();
}

/** Forgets a field's own edges (it stopped being computed). */
export async function dropEdges(db: Executor, dependantId: number): Promise<void> {
  await db.deleteFrom('database_field_dependencies').where('dependant_id', '=', dependantId).execute();
}

/** The edges of fields reading any of `fieldIds`, directly, as the linked field, or as the link they look through. */
export async function edgesInto(db: Executor, fieldIds: readonly number[]): Promise<DependencyEdge[]> {
  if (fieldIds.length === 0) return [];
  const ids = [...new Set(fieldIds)];
  const rows = await db
    .selectFrom('database_field_dependencies')
    .select(['dependant_id', 'dependency_id', 'via_id', 'broken_reference_name'])
    .where((eb) => eb.or([eb('dependency_id', 'in', ids), eb('via_id', 'in', ids)]))
    .execute();
  return rows.map(toEdge);
}

/** The edges of the given computed fields: what each reads. */
export async function edgesOf(db: Executor, dependantIds: readonly number[]): Promise<DependencyEdge[]> {
  if (dependantIds.length === 0) return [];
  const rows = await db
    .selectFrom('database_field_dependencies')
    .select(['dependant_id', 'dependency_id', 'via_id', 'broken_reference_name'])
    .where('dependant_id', 'in', [...new Set(dependantIds)])
    .execute();
  return rows.map(toEdge);
}

/** The computed fields of some tables whose formula names `name` without it matching a field: they may heal now. */
export async function brokenByName(db: Executor, name: string): Promise<number[]> {
  const rows = await db.selectFrom('database_field_dependencies').select('dependant_id').where('broken_reference_name', '=', name).execute();
  return [...new Set(rows.map((row) => row.dependant_id))];
}

function toEdge(row: { dependant_id: number; dependency_id: number | null; via_id: number | null; broken_reference_name: string | null }): DependencyEdge {
  return { dependantId: row.dependant_id, dependencyId: row.dependency_id, viaId: row.via_id, brokenName: row.broken_reference_name };
}
