import type { Executor } from '../../../db/executor.js';
import { sql } from 'kysely';
import { edgesOf, type DependencyEdge } from './dependencies.repo.js';

// A graph deeper than this is refused when written (cycles too), so the walk never meets one; the
// bound keeps a damaged graph from looping.
const maxLevels = 1_000;

/** The computed fields reached from changed fields, each after everything it reads: one query per level. */
export interface DependantWalk {
  /** Dependants in an order where each comes after those of its dependencies that are dependants too. */
  order: number[];
  /** Every edge into a dependant from a field of the walk (changed or reached), to work out its rows. */
  edges: DependencyEdge[];
}

/**
 * Walks the dependants of `changed` fields in dependency order (issue 34: one UPDATE per dependant,
 * never per row): every edge reached, in one recursive query whatever the depth.
 */
export async function walkDependants(db: Executor, changed: readonly number[]): Promise<DependantWalk> {
  const ids = [...new Set(changed)];
  if (ids.length === 0) return { order: [], edges: [] };
  const { rows } = await sql<{ dependant_id: number; dependency_id: number | null; via_id: number | null; broken_reference_name: string | null }>`
    with recursive reached(dependant_id, dependency_id, via_id, broken_reference_name, depth) as (
      select d.dependant_id, d.dependency_id, d.via_id, d.broken_reference_name, 1
      from database_field_dependencies as d where d.dependency_id = any(${ids}::integer[]) or d.via_id = any(${ids}::integer[])
      union
      select d.dependant_id, d.dependency_id, d.via_id, d.broken_reference_name, r.depth + 1
      from database_field_dependencies as d join reached as r on d.dependency_id = r.dependant_id or d.via_id = r.dependant_id
      where r.depth < ${maxLevels})
    select distinct dependant_id, dependency_id, via_id, broken_reference_name from reached`.execute(db);
  const edges: DependencyEdge[] = rows.map((row) => ({ dependantId: row.dependant_id, dependencyId: row.dependency_id, viaId: row.via_id, brokenName: row.broken_reference_name }));
  const reached = [...new Set(edges.map((edge) => edge.dependantId))];
  return { order: topologicalOrder(reached, edges), edges: dedupe(edges) };
}

// Kahn's order over the reached fields: a field waits for the reached fields it reads.
function topologicalOrder(fields: number[], edges: DependencyEdge[]): number[] {
  const inside = new Set(fields);
  const waitsFor = new Map<number, Set<number>>(fields.map((id) => [id, new Set<number>()]));
  for (const edge of dedupe(edges)) {
    for (const read of [edge.dependencyId, edge.viaId]) {
      if (read !== null && inside.has(read) && read !== edge.dependantId) waitsFor.get(edge.dependantId)?.add(read);
    }
  }
  const order: number[] = [];
  let ready = fields.filter((id) => waitsFor.get(id)?.size === 0);
  while (ready.length > 0) {
    order.push(...ready);
    const done = new Set(ready);
    ready = [];
    for (const [id, reads] of waitsFor) {
      if (done.has(id) || reads.size === 0) continue;
      for (const read of done) reads.delete(read);
      if (reads.size === 0) ready.push(id);
    }
    for (const id of done) waitsFor.delete(id);
  }
  // A cycle the checks missed (a graph written before them): its fields still get one pass each.
  return [...order, ...waitsFor.keys()];
}

function dedupe(edges: DependencyEdge[]): DependencyEdge[] {
  const keys = new Set<string>();
  return edges.filter((edge) => {
    const key = `${edge.dependantId}:${edge.dependencyId}:${edge.viaId}`;
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/**
 * The chain of fields by which one of `reads` already reads `dependantId`, if any: giving the
 * dependant those reads would close a cycle (ERROR_FIELD_CIRCULAR_REFERENCE names it). Follows
 * what each field reads, directly or through a link, level by level.
 */
export async function findCycle(db: Executor, dependantId: number, reads: readonly number[]): Promise<number[] | null> {
  // How each field was reached: the field that reads it, back towards one of `reads`.
  const cameFrom = new Map<number, number | null>(reads.map((id) => [id, null]));
  let frontier = [...new Set(reads)];
  for (let level = 0; frontier.length > 0 && level < maxLevels; level += 1) {
    if (cameFrom.has(dependantId)) break;
    const next: number[] = [];
    for (const edge of await edgesOf(db, frontier)) {
      for (const read of [edge.dependencyId, edge.viaId]) {
        if (read === null || cameFrom.has(read)) continue;
        cameFrom.set(read, edge.dependantId);
        next.push(read);
      }
    }
    frontier = next;
  }
  if (!cameFrom.has(dependantId)) return null;
  // dependant → (reads) → … → dependant: the path back from the dependant to the read it started at.
  const chain: number[] = [dependantId];
  for (let at = cameFrom.get(dependantId); at !== null && at !== undefined; at = cameFrom.get(at)) chain.push(at);
  chain.push(dependantId);
  return chain.reverse();
}
