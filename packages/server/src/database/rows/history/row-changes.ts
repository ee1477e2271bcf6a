import type { FieldRecord } from '../../fields/fields.repo.js';
import { fieldColumnName } from '../../tables/user-table-ddl.js';

/** What changed in one row: the values before and after of the fields that changed, by `field_<id>`. */
export interface RowDiff {
  rowId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Each changed field's id and type, as the history shows them. */
  metadata: Record<string, { id: number; type: string }>;
}

/**
 * The fields among `fields` whose values differ between two presentations of a row (compared as
 * JSON: a link's or an option's value is its ids and texts); null when none did.
 */
export function diffRow(rowId: number, fields: readonly FieldRecord[], before: object, after: object): RowDiff | null {
  const diff: RowDiff = { rowId, before: {}, after: {}, metadata: {} };
  for (const field of fields) {
    const key = fieldColumnName(field.id);
    const [old, now] = [(before as Record<string, unknown>)[key] ?? null, (after as Record<string, unknown>)[key] ?? null];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    diff.before[key] = old;
    diff.after[key] = now;
    diff.metadata[key] = { id: field.id, type: field.type };
  }
  return Object.keys(diff.metadata).length === 0 ? null : diff;
}
