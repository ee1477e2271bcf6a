import { fieldTypes } from '../fields/registry.js';
import type { DatabaseFileTable } from './database-file-schema.js';
import type { DatabaseFileIndex } from './file-index.js';
import type { DatabaseFileProblem } from './file-rules.js';

/**
 * Checks a table's rows: ids unique in the table, each cell keyed by a field of the table and
 * holding what the rows API accepts for its type (a select names one of the field's options), a
 * link's cells naming rows of the linked table; a read-only type's cells are ignored. Stops once `enough` problems are known.
 */
export function checkRows(
  table: DatabaseFileTable,
  tablePath: string,
  file: DatabaseFileIndex,
  options: Map<number, Record<string, unknown> | null>,
  problems: DatabaseFileProblem[],
  enough: number,
): void {
  const fields = new Map(table.fields.map((field) => [`field_${field.id}`, field]));
  const seen = new Set<number>();
  for (const [index, row] of table.rows.entries()) {
    if (problems.length >= enough) return;
    const path = `${tablePath}.rows.${index}`;
    if (seen.has(row.id)) problems.push({ path: `${path}.id`, message: `The row id ${row.id} is used twice in the table "${table.name}".` });
    seen.add(row.id);
    for (const [key, value] of Object.entries(row)) {
      if (key === 'id' || key === 'order') continue;
      const field = fields.get(key);
      if (!field) {
        problems.push({ path: `${path}.${key}`, message: `The table "${table.name}" has no field ${key.slice('field_'.length)}.` });
        continue;
      }
      const fieldOptions = options.get(field.id);
      // A read-only type's cells (created_on, autonumber…) are not imported: the importer's rows get their own.
      if (!fieldOptions || fieldTypes[field.type].readOnly) continue;
      const parsed = fieldTypes[field.type].parseApiValue(value, fieldOptions);
      if (!parsed.ok) {
        problems.push({ path: `${path}.${key}`, message: parsed.error.error });
        continue;
      }
      const link = fieldTypes[field.type].databaseFile?.link?.(fieldOptions);
      if (!link) continue;
      const rows = file.rowIds(link.tableId);
      const missing = (parsed.value as number[]).find((id) => !rows.has(id));
      if (missing !== undefined) problems.push({ path: `${path}.${key}`, message: `The row ${missing} is not a row of table ${link.tableId}.` });
    }
  }
}
