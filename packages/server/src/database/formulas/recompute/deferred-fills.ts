import type { AppContext } from '../../../app-context.js';
import type { Executor } from '../../../db/executor.js';
import type { EventOrigin } from '../../../events/domain-events.js';
import { findField, type FieldRecord } from '../../fields/fields.repo.js';
import { getTableOrThrow } from '../../table.policy.js';
import { hasMoreRowsThan } from '../../tables/conversion-ddl.js';
import { tableEnvironment } from '../computed/field-environment.js';
import { ChunkSizer } from '../../fields/chunk-sizer.js';
import { fillComputedInChunks } from './field-values.js';
import { typedFormulaOf } from './typed-formula.js';
import { computedValueSql } from './value-sql.js';

// New computed fields of a transaction whose values are filled after it commits.
const deferred = new WeakMap<Executor, FieldRecord[]>();

/**
 * Whether a new computed field's values should be filled after its transaction, in chunks: on the
 * embedded engine (one connection) for a table past one chunk, so /_health and grids are answered
 * meanwhile (issue 34), as column conversions are (fields/column-conversion.ts).
 */
export async function shouldDeferFill(db: Executor, field: FieldRecord, embedded: boolean): Promise<boolean> {
  return embedded && (await hasMoreRowsThan(db, field.table_id, new ChunkSizer().size));
}

/** Leaves a new computed field's values for after the commit. */
export function deferFill(db: Executor, field: FieldRecord): void {
  deferred.set(db, [...(deferred.get(db) ?? []), field]);
}

/** The fills a transaction left, to run once it committed (under the table's write lock still). */
export function takeDeferredFills(db: Executor): FieldRecord[] {
  const fields = deferred.get(db) ?? [];
  deferred.delete(db);
  return fields;
}

/**
 * Fills the fields a committed change left, in short statements, then tells open grids to read
 * their rows again. Until then the new column reads empty, as a new field's does. Never throws.
 */
export async function runDeferredFills(ctx: AppContext, fields: readonly FieldRecord[], origin: EventOrigin): Promise<void> {
  for (const created of fields) {
    try {
      const field = await findField(ctx.db.kysely, created.id);
      if (!field) continue;
      const environment = await tableEnvironment(ctx.db.kysely, field.table_id);
      await fillComputedInChunks(ctx.db, field, computedValueSql(field, typedFormulaOf(field, environment), environment));
      const table = await getTableOrThrow(ctx.db.kysely, field.table_id).catch(() => null);
      if (table) ctx.bus.publish({ type: 'rows_refreshed', groupId: table.groupId, tableId: table.id, origin });
    } catch (error) {
      // The change committed; its answer stands. The field's next change or restore fills it again.
      ctx.logger.error({ err: error, fieldId: created.id }, 'a formula field could not be filled');
    }
  }
}
