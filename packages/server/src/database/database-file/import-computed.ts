import type { Executor } from '../../db/executor.js';
import { findField } from '../fields/fields.repo.js';
import { tableEnvironment } from '../formulas/computed/field-environment.js';
import { writeComputedValues } from '../formulas/recompute/field-values.js';
import { noteCellsChanged, notePresenceChanged, takePendingChanges } from '../formulas/recompute/pending-changes.js';
import { typedFormulaOf } from '../formulas/recompute/typed-formula.js';
import { computedValueSql } from '../formulas/recompute/value-sql.js';
import type { ImportedField } from './import-fields.js';

// What the import's own inserts and links noted for recompute is done here, whole: the rest of the transaction's notes are kept for its settle.
function forgetImportedNotes(db: Executor, fields: readonly ImportedField[]): void {
  const changes = takePendingChanges(db);
  if (!changes) return;
  const tables = new Set(fields.map((field) => field.record.table_id));
  const ids = new Set(fields.map((field) => field.record.id));
  for (const [fieldId, rows] of changes.cells) if (!ids.has(fieldId)) noteCellsChanged(db, [fieldId], rows);
  for (const [tableId, rows] of changes.rows) if (!tables.has(tableId)) notePresenceChanged(db, tableId, rows);
}

/**
 * Computes every computed field of an imported database once its rows and links are in (issue 34):
 * one set-based UPDATE per field over all its rows, in `computed`'s order (each after what it
 * reads, core's computedOrder), rather than settling every inserted row through the graph.
 */
export async function computeImported(db: Executor, all: readonly ImportedField[], computed: readonly number[]): Promise<void> {
  forgetImportedNotes(db, all);
  const byFileId = new Map(all.map((field) => [field.file.id, field]));
  for (const fileId of computed) {
    const imported = byFileId.get(fileId);
    const field = imported && (await findField(db, imported.record.id));
    if (!field) continue;
    const environment = await tableEnvironment(db, field.table_id);
    await writeComputedValues(db, field, computedValueSql(field, typedFormulaOf(field, environment), environment), 'all');
  }
}
