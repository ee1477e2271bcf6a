import type { FilterFileRules } from '../../database-file/file-rules.js';
import { singleSelectOptions, storedOptionsOf } from '../../fields/single-select/single-select-options.js';

const digits = /^\d+$/;

/** The option ids a filter value lists, comma separated; pieces that are not digits are skipped, as the reference skips them. */
export function optionIdsOf(value: string): number[] {
  return value.split(',').map((piece) => piece.trim()).filter((piece) => digits.test(piece)).map(Number);
}

/**
 * The value of a `multiple_select_has*` filter in a database file lists file option ids: each must
 * name an option of the filtered field, and becomes the id that option got. An empty value stays empty.
 */
export const optionIdsFilterFileRules: FilterFileRules = {
  checkValue(value, fieldOptions) {
    if (value.trim() === '') return null;
    const parsed = singleSelectOptions.safeParse(fieldOptions);
    const known = new Set(parsed.success ? storedOptionsOf(parsed.data).map((option) => option.id) : []);
    const pieces = value.split(',').map((piece) => piece.trim());
    return pieces.every((piece) => digits.test(piece) && known.has(Number(piece))) ? null : `The value ${JSON.stringify(value)} names no select options of the field.`;
  },
  importValue: (value, ids) =>
    optionIdsOf(value)
      .flatMap((id) => (ids.option(id) === undefined ? [] : [String(ids.option(id))]))
      .join(','),
};
