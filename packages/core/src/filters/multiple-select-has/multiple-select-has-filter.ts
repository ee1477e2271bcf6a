import { defineFilterType, ignoredValue, type FilterValue } from '../filter-type.js';
import { optionIdsFilterFileRules, optionIdsOf } from './option-ids-value.js';

// A cell holds its options in their API form or, between a choice and the server's answer, ids.
function idsOfCell(cell: unknown): number[] {
  if (!Array.isArray(cell)) return [];
  return cell.map((item: unknown) => (typeof item === 'number' ? item : Number((item as { id?: unknown } | null)?.id)));
}

const hasAny = (cell: unknown, ids: readonly number[]) => idsOfCell(cell).some((id) => ids.includes(id));

/**
 * `multiple_select_has`: the cell has any of the options whose ids the value lists, comma
 * separated ("has any of"; one id is "has"). An empty value is ignored; a value without any id
 * matches nothing, as the reference answers it.
 */
export const multipleSelectHasFilter = defineFilterType<number[]>({
  type: 'multiple_select_has',
  compatibleFieldTypes: ['multiple_select'],
  parseValue: (raw): FilterValue<number[]> => (raw.trim() === '' ? ignoredValue : { ignored: false, value: optionIdsOf(raw) }),
  matches: hasAny,
  databaseFile: optionIdsFilterFileRules,
});

/**
 * `multiple_select_has_not`: the cell has none of the listed options ("has none of"); empty cells
 * match. A value without any id is ignored, as the reference's negation of nothing is.
 */
export const multipleSelectHasNotFilter = defineFilterType<number[]>({
  type: 'multiple_select_has_not',
  compatibleFieldTypes: ['multiple_select'],
  parseValue: (raw): FilterValue<number[]> => {
    const ids = optionIdsOf(raw);
    return ids.length === 0 ? ignoredValue : { ignored: false, value: ids };
  },
  matches: (cell, ids) => !hasAny(cell, ids),
  databaseFile: optionIdsFilterFileRules,
});
