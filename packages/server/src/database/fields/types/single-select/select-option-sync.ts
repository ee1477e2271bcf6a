import type { SelectOption, SelectOptionInput } from '@cellar/core';
import type { Executor } from '../../../../db/executor.js';
import type { FieldRecord } from '../../fields.repo.js';
import { clearOptionCells } from './select-option-cells.js';
import {
  deleteSelectOptions,
  insertSelectOptions,
  listSelectOptions,
  updateSelectOptions,
  writeFieldSelectOptions,
  type PlacedOption,
  type StoredOption,
} from './select-options.repo.js';

const isSame = (a: StoredOption, b: StoredOption) => a.value === b.value && a.color === b.color && a.order === b.order;

/**
 * Makes a field's stored options the list it was sent (contract §9.6): an item with the id of
 * one of its options updates it, any other item is a new option, options left out are deleted
 * and their cells emptied; an option's order is its place in the list. The field's settings get
 * the stored list, ids included. Returns it in order; nothing is written when nothing changed.
 * `clearCells` empties deleted options from the cells, as the type stores them (an id, a list of ids).
 */
export async function syncSelectOptions(
  db: Executor,
  field: FieldRecord,
  wanted: readonly SelectOptionInput[],
  clearCells: (db: Executor, field: FieldRecord, optionIds: number[]) => Promise<void> = clearOptionCells,
): Promise<SelectOption[]> {
  const existing = await listSelectOptions(db, field.id);
  const byId = new Map(existing.map((option) => [option.id, option]));
  const kept: StoredOption[] = [];
  const created: PlacedOption[] = [];
  wanted.forEach(({ id, value, color }, order) => {
    // An id listed twice updates its option once; the repeat is a new option.
    if (id !== undefined && byId.has(id) && !kept.some((option) => option.id === id)) kept.push({ id, value, color, order });
    else created.push({ value, color, order });
  });
  const keptIds = new Set(kept.map((option) => option.id));
  const removed = existing.filter((option) => !keptIds.has(option.id)).map((option) => option.id);
  const changed = kept.filter((option) => !isSame(option, byId.get(option.id) as StoredOption));
  if (removed.length === 0 && changed.length === 0 && created.length === 0) return existing.map(present);

  await deleteSelectOptions(db, removed);
  await clearCells(db, field, removed);
  await updateSelectOptions(db, changed);
  const stored = [...kept, ...(await insertSelectOptions(db, field.id, created))].sort((a, b) => a.order - b.order).map(present);
  await writeFieldSelectOptions(db, field.id, stored);
  return stored;
}

function present({ id, value, color }: SelectOption): SelectOption {
  return { id, value, color };
}
