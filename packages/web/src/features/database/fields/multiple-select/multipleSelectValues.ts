import { optionsOfValue, type Field, type MultipleSelectOptions, type MultipleSelectValue, type SelectOption } from '@cellar/core';
import { optionsOf } from '../fieldValues';
import { fieldOptions } from '../single-select/selectValues';

/**
 * The options a cell shows, in its order: the server's options, or, between a choice and the
 * server's answer, the field's options with the chosen ids.
 */
export function shownOptions(field: Field, value: unknown): SelectOption[] {
  if (!Array.isArray(value)) return [];
  if (value.every((item) => item !== null && typeof item === 'object')) return value as SelectOption[];
  return optionsOfValue(value as MultipleSelectValue, optionsOf(field) as MultipleSelectOptions);
}

/** The ids a cell holds, in order. */
export function chosenIds(field: Field, value: unknown): number[] {
  return shownOptions(field, value).map((option) => option.id);
}

/** The editor's draft of chosen ids: what the type's `fromTyped` reads back (comma-separated ids). */
export function idsDraft(ids: readonly number[]): string {
  return ids.join(',');
}

/** The chosen ids' options, in order, among the field's options and those just created, which the field may not show yet. */
export function optionsOfIds(field: Field, ids: readonly number[], created: readonly SelectOption[] = []): SelectOption[] {
  const byId = new Map([...created, ...fieldOptions(field)].map((option) => [option.id, option]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as SelectOption] : []));
}

/** The ids with `id` added at the end, or taken out when it is there. */
export function toggledId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
}
