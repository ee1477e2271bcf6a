import { fieldTypes } from '../fields/registry.js';
import type { DatabaseFile } from './database-file-schema.js';
import { databaseFileScope } from './file-scope.js';

/** The file's computed fields in an order each comes after the computed fields it reads, or the first cycle found among them. */
export type ComputedOrder = { ok: true; order: number[] } | { ok: false; cycle: number[] };

/**
 * Orders a file's computed fields (the types whose file rules say what they read) so that each is
 * created and computed after what it reads (issue 34): a formula may name a field listed later or
 * in a later table. A cycle (a field reading itself, directly or through other computed fields and
 * links) is answered by the fields along it, first repeated last.
 */
export function computedOrder(file: DatabaseFile): ComputedOrder {
  const scope = databaseFileScope(file);
  const reads = new Map<number, number[]>();
  for (const table of file.database.tables) {
    for (const field of table.fields) {
      const rules = fieldTypes[field.type].databaseFile;
      if (rules?.reads) reads.set(field.id, rules.reads(field.options, table.id, scope));
    }
  }
  const order: number[] = [];
  const done = new Set<number>();
  const path: number[] = [];
  // Depth first, with an explicit stack of pending dependencies: a file of many chained formulas must not overflow.
  for (const start of reads.keys()) {
    if (done.has(start)) continue;
    const stack: { id: number; next: number }[] = [{ id: start, next: 0 }];
    path.push(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { id: number; next: number };
      const dependency = (reads.get(top.id) ?? [])[top.next++];
      if (dependency === undefined) {
        stack.pop();
        path.pop();
        done.add(top.id);
        order.push(top.id);
        continue;
      }
      if (!reads.has(dependency) || done.has(dependency)) continue;
      const at = path.indexOf(dependency);
      if (at >= 0) return { ok: false, cycle: [...path.slice(at), dependency] };
      stack.push({ id: dependency, next: 0 });
      path.push(dependency);
    }
  }
  return { ok: true, order };
}
