import type { Executor } from '../../../db/executor.js';
import { createField, type FieldWrite } from '../../fields/field-lifecycle.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { prepareCells } from '../../rows/row-values.js';
import type { TableInGroup } from '../../table.policy.js';

// Rows whose links are read and written at once.
const rowsPerBatch = 2_000;

async function copyLinks(db: Executor, from: FieldRecord, to: FieldRecord, rows: Map<number, number>): Promise<void> {
  const type = serverFieldTypes.link_row;
  const originals = [...rows.keys()];
  for (let start = 0; start < originals.length; start += rowsPerBatch) {
    const batch = originals.slice(start, start + rowsPerBatch);
    const read = (await type.readExternal?.(db, from as never, batch, () => null)) ?? new Map<number, unknown>();
    const linked = batch.flatMap((rowId) => {
      const ids = ((read.get(rowId) as { id: number }[] | undefined) ?? []).map((item) => item.id);
      return ids.length > 0 ? [{ rowId: rows.get(rowId) as number, ids }] : [];
    });
    if (linked.length === 0) continue;
    const prepared = await prepareCells(db, [to], linked.map(({ ids }) => new Map([[to.id, ids]])), 'imported');
    await type.writeExternal?.(db, to as never, linked.map(({ rowId }, index) => ({ rowId, value: prepared[index]?.get(to.id) })));
  }
}

/**
 * Gives a duplicated table the original's links to other tables, as the reference's duplicate does:
 * each a new link field to the same table (with its own related field there, announced as a field
 * creation is), holding the same links row for row. `make` runs before the copy's computed fields
 * are created, and maps the original link's id onto the new one and every field of the linked
 * tables onto itself, so a lookup, rollup or count through the link is created working; `fill`
 * writes the links once the copy's rows exist (`rows`: original row id → copy's row id).
 */
export function outwardLinks(write: FieldWrite, outward: readonly FieldRecord[]) {
  const made: [FieldRecord, FieldRecord][] = [];
  return {
    async make(copy: TableInGroup, ids: { fields: Map<number, number> }): Promise<void> {
      for (const field of outward) {
        const linkedTable = field.options.link_row_table as number;
        const created = await createField(write, copy, { name: field.name, type: 'link_row', primary: false, options: { link_row_table: linkedTable } });
        ids.fields.set(field.id, created.id);
        for (const other of await listFields(write.db, linkedTable)) if (!ids.fields.has(other.id)) ids.fields.set(other.id, other.id);
        made.push([field, created]);
      }
    },
    async fill(rows: Map<number, number>): Promise<void> {
      for (const [from, to] of made) await copyLinks(write.db, from, to, rows);
    },
  };
}
