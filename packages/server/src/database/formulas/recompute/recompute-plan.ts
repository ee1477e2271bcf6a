import type { Executor } from '../../../db/executor.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import { isComputed } from '../computed/computed-formulas.js';
import { walkDependants } from '../graph/dependency-walk.js';
import type { DependencyEdge } from '../graph/dependencies.repo.js';
import { rowsLinkedTo } from './linked-rows.js';
import type { PendingChanges } from './pending-changes.js';
import { isEmptyRows, unionRows, type RowSet } from './row-set.js';

/** What a change makes to recompute: computed fields in dependency order, each with the rows it must compute before its dependants. */
export interface RecomputePlan {
  /** Computed fields (live ones) in the order to compute them. */
  fields: FieldRecord[];
  /** Rows a field's own cells changed in, for the fields read: the change's, then each computed one's as it is computed. */
  changed: Map<number, RowSet>;
  /** Rows a computed field computes whatever it reads (rows that came to be). */
  own: Map<number, RowSet>;
  /** What each planned field reads, to work out its rows from those of its dependencies. */
  edgesOf: Map<number, DependencyEdge[]>;
  /** Every live field met, by id (links, to map rows through them). */
  byId: Map<number, FieldRecord>;
}

/**
 * Turns a transaction's notes into a plan: rows that came or went reach every computed field of
 * their table and, through each link of the table, the linked rows' lookups, rollups and counts;
 * then the graph's dependants of every changed field, walked in dependency order.
 */
export async function planRecompute(db: Executor, changes: PendingChanges): Promise<RecomputePlan> {
  const changed = new Map(changes.cells);
  const own = new Map<number, RowSet>();
  const byId = new Map<number, FieldRecord>();
  for (const [tableId, rows] of changes.rows) {
    for (const field of await listFields(db, tableId)) {
      byId.set(field.id, field);
      changed.set(field.id, unionRows(changed.get(field.id), rows));
      if (isComputed(field)) own.set(field.id, unionRows(own.get(field.id), rows));
      const related = field.type === 'link_row' ? field.options.link_row_related_field : null;
      // The other side's rows linked to these: their lookups and counts through the related field change.
      if (typeof related === 'number') changed.set(related, unionRows(changed.get(related), await rowsLinkedTo(db, relatedSide(field), rows)));
    }
  }
  const walk = await walkDependants(db, [...changed.keys()]);
  const ownOnly = [...own.keys()].filter((id) => !walk.order.includes(id));
  const order = [...ownOnly, ...walk.order];
  const edgesOf = new Map<number, DependencyEdge[]>();
  for (const edge of walk.edges) edgesOf.set(edge.dependantId, [...(edgesOf.get(edge.dependantId) ?? []), edge]);
  const missing = [...new Set([...order, ...walk.edges.flatMap((edge) => (edge.viaId === null ? [] : [edge.viaId]))])].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const rows = await db.selectFrom('database_fields').select(['id', 'table_id', 'name', 'order', 'type', 'primary', 'options']).where('id', 'in', missing).where('trashed', '=', false).execute();
    for (const field of rows) byId.set(field.id, field);
  }
  const fields = order.map((id) => byId.get(id)).filter((field): field is FieldRecord => field !== undefined && isComputed(field));
  return { fields, changed, own, edgesOf, byId };
}

// A link seen from its related field: the same relation, read from the other side.
function relatedSide(link: FieldRecord): FieldRecord {
  return {
    ...link,
    id: link.options.link_row_related_field as number,
    table_id: link.options.link_row_table as number,
    options: { link_row_table: link.table_id, link_row_related_field: link.id },
  };
}

/** The rows a planned field must compute: its own, and those its dependencies changed in (through links where it reads through one). */
export async function rowsToCompute(db: Executor, plan: RecomputePlan, field: FieldRecord): Promise<RowSet> {
  let rows: RowSet = plan.own.get(field.id) ?? new Set<number>();
  for (const edge of plan.edgesOf.get(field.id) ?? []) {
    if (edge.viaId === null) {
      if (edge.dependencyId !== null) rows = unionRows(rows, plan.changed.get(edge.dependencyId) ?? []);
      continue;
    }
    rows = unionRows(rows, plan.changed.get(edge.viaId) ?? []);
    const link = plan.byId.get(edge.viaId);
    const linkedRows = edge.dependencyId === null ? undefined : plan.changed.get(edge.dependencyId);
    if (link && !isEmptyRows(linkedRows)) rows = unionRows(rows, await rowsLinkedTo(db, link, linkedRows as RowSet));
  }
  return rows;
}
